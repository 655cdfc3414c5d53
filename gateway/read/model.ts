// The data model as the read path needs it: each Prisma model's table and columns, and how its
// relations join (decision 0065). Derived from the two descriptions Prisma's generators leave: Pothos's
// datamodel (fields, relations and their foreign keys) and Prisma's runtime data model (the tables and
// columns the fields map to). The runtime data model is a private member of the client (`_runtimeDataModel`):
// this is the one place that reads it, and gateway/read/model.test.ts fails if an upgrade moves it.
import { getDatamodel } from '../generated/pothos-prisma-types';
import type { PrismaClient } from '../generated/prisma/client';
import { Unsupported } from './sql';

export interface Relation {
  /** The related model. */
  target: string;
  isList: boolean;
  /** Columns of this model's row and of the related row that must be equal, pairwise. */
  from: string[];
  to: string[];
}

export interface ModelInfo {
  name: string;
  table: string;
  /** Scalar and enum fields: their column. */
  columns: Record<string, string>;
  /** Scalar and enum fields: their Prisma type ('Int', 'String', 'DateTime', an enum's name...) and whether they are lists. */
  types: Record<string, { type: string; kind: 'scalar' | 'enum'; isList: boolean; isRequired: boolean }>;
  relations: Record<string, Relation>;
  /** The primary key's fields (one, `id`, for every model with its own id). */
  key: string[];
}

interface DatamodelField {
  name: string;
  kind: string;
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  relationName?: string;
  relationFromFields?: string[];
}

interface RuntimeModel {
  dbName: string | null;
  fields: Array<{ name: string; kind: string; dbName?: string }>;
}

let models: Record<string, ModelInfo> | undefined;

/** Reads the runtime data model off a client (the only place that knows where Prisma keeps it). */
export function runtimeDataModelOf(prisma: PrismaClient): Record<string, RuntimeModel> {
  const runtime = (prisma as unknown as { _runtimeDataModel?: { models?: Record<string, RuntimeModel> } })._runtimeDataModel?.models;
  if (!runtime)
    throw new Error("Prisma's client no longer has _runtimeDataModel: gateway/read/model.ts must read tables and columns another way");
  return runtime;
}

/** The models, built once from the first client the read path meets (every client has the same model). */
export function modelsOf(prisma: PrismaClient): Record<string, ModelInfo> {
  if (models) return models;
  const runtime = runtimeDataModelOf(prisma);
  const datamodel = getDatamodel().datamodel.models as unknown as Record<
    string,
    { fields: DatamodelField[]; primaryKey: { fields: string[] } | null }
  >;
  const built: Record<string, ModelInfo> = {};
  for (const [name, model] of Object.entries(datamodel)) {
    const columnsOf = Object.fromEntries((runtime[name]?.fields ?? []).map((field) => [field.name, field.dbName ?? field.name]));
    const info: ModelInfo = {
      name,
      table: runtime[name]?.dbName ?? name,
      columns: {},
      types: {},
      relations: {},
      key: model.primaryKey?.fields ?? model.fields.filter((field) => field.isId).map((field) => field.name),
    };
    for (const field of model.fields) {
      if (field.kind === 'scalar' || field.kind === 'enum') {
        info.columns[field.name] = columnsOf[field.name] ?? field.name;
        info.types[field.name] = { type: field.type, kind: field.kind, isList: field.isList, isRequired: field.isRequired };
      }
    }
    built[name] = info;
  }
  // Relations: a side with foreign-key fields joins them to the other model's id; the other side is its mirror.
  for (const [name, model] of Object.entries(datamodel)) {
    for (const field of model.fields) {
      if (field.kind !== 'object') continue;
      const target = datamodel[field.type];
      const own = field.relationFromFields ?? [];
      let from: string[];
      let to: string[];
      if (own.length) {
        from = own.map((column) => built[name].columns[column]);
        to = built[field.type].key.map((column) => built[field.type].columns[column]);
      } else {
        const mirror = target.fields.find(
          (other) => other.kind === 'object' && other.relationName === field.relationName && other.type === name && other !== field,
        );
        if (!mirror?.relationFromFields?.length) continue;
        from = built[name].key.map((column) => built[name].columns[column]);
        to = mirror.relationFromFields.map((column) => built[field.type].columns[column]);
      }
      if (from.length !== to.length) continue;
      built[name].relations[field.name] = { target: field.type, isList: field.isList, from, to };
    }
  }
  models = built;
  return built;
}

export function modelOf(prisma: PrismaClient, name: string): ModelInfo {
  const model = modelsOf(prisma)[name];
  if (!model) throw new Unsupported(`no model ${name}`);
  return model;
}
