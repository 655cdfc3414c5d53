// The three ways a request can be answered, for tests that require them to agree byte for byte: as text
// (decision 65), as objects built in SQL that graphql-js walks, and through Prisma
// with every resolver applying its rule in JavaScript.
import { setAnswersAsText } from '../read/answer';
import { setReadPath } from '../read/run';

export type Way = 'text' | 'objects' | 'prisma';

/** Runs `work` with the process answering the one way, then turns every way back on. */
export async function inWay<T>(way: Way, work: () => Promise<T>): Promise<T> {
  setReadPath(way !== 'prisma');
  setAnswersAsText(way === 'text');
  try {
    return await work();
  } finally {
    setReadPath(true);
    setAnswersAsText(true);
  }
}
