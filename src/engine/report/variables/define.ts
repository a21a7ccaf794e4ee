import type { PersonRead } from '../match';

/** A computed variable before it is given a scope. */
export type VarValue = { name: string; label: string; value: number; min: number; max: number };

/** A person's (or the couple's) variables by name. */
export type Features = ReadonlyMap<string, number>;

export type PersonFamily = (person: PersonRead) => VarValue[];

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded to 3 decimals so the report is stable byte for byte. */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function variable(
  name: string,
  label: string,
  value: number,
  min: number,
  max: number,
): VarValue {
  return { name, label, value: round3(clamp(value, min, max)), min, max };
}

/** Reads a variable; a missing name is a programming error. */
export function get(features: Features, name: string): number {
  const value = features.get(name);
  if (value === undefined) throw new Error(`Unknown variable ${name}`);
  return value;
}

export function toFeatures(values: readonly VarValue[]): Map<string, number> {
  return new Map(values.map((v) => [v.name, v.value]));
}

/** Answers the person wrote themselves (not a chosen /p2 option). */
export function written(person: PersonRead) {
  return person.answers.filter((answer) => answer.option === null);
}
