/**
 * @generated SignedSource<<16e2204600aaa24390cee1556734ea87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type SessionViewer_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly databaseId: number;
  readonly firstName: string;
  readonly id: string;
  readonly isAdmin: boolean;
  readonly lastName: string;
  readonly profileType: ProfileType;
  readonly username: string;
  readonly " $fragmentType": "SessionViewer_user";
};
export type SessionViewer_user$key = {
  readonly " $data"?: SessionViewer_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionViewer_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SessionViewer_user"
};

(node as any).hash = "12b552f93441799106b839348bdfbc1d";

export default node;
