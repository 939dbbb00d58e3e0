import type { SelectType } from 'kysely';
import type { Database } from './schema.js';

// The column kinds and specs the schema manifest (schemaManifest.testing.ts) is written in.

/**
 * What a column holds, in the one representation both dialects share
 * (docs/decisions/002-ids-times-booleans.md): times, dates and JSON are text, flags are 0/1 integers.
 */
export type TextKind = 'text' | 'varchar' | 'timestamp' | 'date' | 'json';
export type NumberKind = 'integer' | 'bigint' | 'real' | 'flag';
export type ColumnKind = TextKind | NumberKind;

/** A column as the manifest states it; `schemaDifferences` compares it with a migrated database. */
export type ColumnSpec = { readonly kind: ColumnKind; readonly nullable: boolean };
export type Manifest = Readonly<Record<string, Readonly<Record<string, ColumnSpec>>>>;

/** The kinds a column read as `Value` may hold: a string column cannot claim to be an integer. */
type KindFor<Value> = [Value] extends [string] ? TextKind : [Value] extends [number] ? NumberKind : never;

/** The spec the compiler allows for a column whose selected value is `Selected`. */
type SpecFor<Selected> = {
  readonly kind: KindFor<NonNullable<Selected>>;
  readonly nullable: null extends Selected ? true : false;
};

/** One spec per table and column of the Database type, each held to that column's TypeScript type. */
export type DatabaseManifest = {
  readonly [T in keyof Database]: { readonly [C in keyof Database[T]]-?: SpecFor<SelectType<Database[T][C]>> };
};

export const text = { kind: 'text', nullable: false } as const;
export const textOrNull = { kind: 'text', nullable: true } as const;
export const varchar = { kind: 'varchar', nullable: false } as const;
export const timestamp = { kind: 'timestamp', nullable: false } as const;
export const timestampOrNull = { kind: 'timestamp', nullable: true } as const;
export const date = { kind: 'date', nullable: false } as const;
export const json = { kind: 'json', nullable: false } as const;
export const jsonOrNull = { kind: 'json', nullable: true } as const;
export const integer = { kind: 'integer', nullable: false } as const;
export const integerOrNull = { kind: 'integer', nullable: true } as const;
export const bigint = { kind: 'bigint', nullable: false } as const;
export const bigintOrNull = { kind: 'bigint', nullable: true } as const;
export const dateOrNull = { kind: 'date', nullable: true } as const;
export const real = { kind: 'real', nullable: false } as const;
export const flag = { kind: 'flag', nullable: false } as const;
