// Numeric command-line flags of the benchmarks, checked alike: a bad value prints the message and the
// command's usage and exits 2 (shared by bench/run.ts and bench/soak.ts options).

export interface FlagReaders {
  positiveNumber(flag: string, text: string): number;
  positiveInteger(flag: string, text: string): number;
  nonNegativeNumber(flag: string, text: string): number;
  fail(message: string): never;
}

export function flagReaders(usage: string): FlagReaders {
  const fail = (message: string): never => {
    console.error(`${message}\n${usage}`);
    process.exit(2);
  };
  const positiveNumber = (flag: string, text: string): number => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) fail(`${flag} needs a positive number, got "${text}"`);
    return value;
  };
  return {
    fail,
    positiveNumber,
    positiveInteger(flag, text) {
      const value = positiveNumber(flag, text);
      if (!Number.isInteger(value)) fail(`${flag} needs a whole number, got "${text}"`);
      return value;
    },
    nonNegativeNumber(flag, text) {
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0) fail(`${flag} needs a number ≥ 0, got "${text}"`);
      return value;
    },
  };
}
