import * as v from 'valibot';
import { AgeGateSchema } from '../src/age-gate/age-gate-schema.ts';

// Age-gate validations per second: a mix of passing, too-young, malformed and empty inputs.
const inputs = ['05/2010', '12/2015', '13/2010', '', '01/1999', 'ab/cdef', '11/2013', '06/2014'].map((birthdate) => ({
  birthdate,
}));

function run(iterations: number): number {
  let passed = 0;
  for (let i = 0; i < iterations; i++) if (v.safeParse(AgeGateSchema, inputs[i % inputs.length]).success) passed++;
  return passed;
}

run(50_000); // warm-up
const rounds: number[] = [];
for (let round = 0; round < 5; round++) {
  const iterations = 200_000;
  const start = process.hrtime.bigint();
  run(iterations);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rounds.push(iterations / seconds);
}
rounds.sort((a, b) => a - b);
console.log(`age-gate validations per second: ${Math.round(rounds[2]!)} (median of 5 rounds of 200000)`);
