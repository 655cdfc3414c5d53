// The three ways a request can be answered, for tests that require them to agree byte for byte: as text
// (decisions 59 and 65), as objects built in SQL that graphql-js walks (54, 65), and through Prisma
// with every resolver applying its rule in JavaScript.
import { setAnswersAsText } from '../read/answer';
import { setReadPath } from '../read/run';
import { setShapedAnswers } from '../schema/shaped-answers';
import { setShapedRows } from '../schema/shaped-rows';

export type Way = 'text' | 'objects' | 'prisma';

/** Runs `work` with the process answering the one way, then turns every way back on. */
export async function inWay<T>(way: Way, work: () => Promise<T>): Promise<T> {
  setShapedRows(way !== 'prisma');
  setReadPath(way !== 'prisma');
  setShapedAnswers(way === 'text');
  setAnswersAsText(way === 'text');
  try {
    return await work();
  } finally {
    setShapedRows(true);
    setReadPath(true);
    setShapedAnswers(true);
    setAnswersAsText(true);
  }
}
