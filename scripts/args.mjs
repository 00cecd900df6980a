// The scripts read their command line with node:util's parseArgs, which refuses an unknown option, a missing value
// and a value given to a flag, naming the option. These are the checks it leaves to them. Usable from .ts and .mjs.

/**
 * Runs `read` (a script's parseArgs and the checks of its values) and answers what it returns; when it throws, prints
 * the message (if any) and the usage line, and exits with code 2.
 */
export function readCommandLine(usage, read) {
  try {
    return read();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`${message ? `${message}\n` : ""}Usage: ${usage}`);
    process.exit(2);
  }
}

/** `--name N` within [min, max] (a whole number when `whole`); `fallback` when the option is absent. */
export function numberOption(raw, name, fallback, min, max, { whole = false } = {}) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!raw.trim() || !Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
    throw new Error(`--${name} must be a ${whole ? "whole " : ""}number from ${min} to ${max}`);
  }
  return value;
}

/** `--name S`: undefined when absent; an error when it is given empty (`--name=`). */
export function textOption(raw, name, what = "a value") {
  if (raw === "") throw new Error(`--${name} needs ${what}`);
  return raw;
}
