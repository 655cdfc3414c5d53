/**
 * @generated SignedSource<<cddb291cb4de7fc13cb81718885b3ee2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorFields$data = {
  readonly __typename: string;
  readonly code: string;
  readonly fields?: ReadonlyArray<{
    readonly message: string;
    readonly path: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "ErrorFields";
};
export type ErrorFields$key = {
  readonly " $data"?: ErrorFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ErrorFields"
};

(node as any).hash = "251112a089fde66425a71b9c1a3342bb";

export default node;
