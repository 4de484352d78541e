import type { z } from "zod";
import {
  declareSettings,
  httpUrl,
  type ParsedConfig,
  type SettingsGroup,
  userAgent,
  variable,
  withoutTrailingSlash,
} from "../../config.js";

/**
 * A platform's settings, each stated once: the name its code reads, the environment variable
 * behind it, its check and its default. Every platform has an origin or two, a user agent and a
 * probe post; the pieces below say those alike, so a platform's settings.ts says only its own.
 * Why: docs/decisions/026-platform-folders.md (amendment)
 */

/** A desktop Chrome, as cobalt presents itself everywhere (`genericUserAgent`). */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/**
 * A current desktop Chrome (yt-dlp picks Chrome 145-151 in 2026-08): the sites whose pages
 * answer a browser with the post's data get one they do not think outdated.
 */
export const CURRENT_CHROME_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36";

/** One setting: the variable it is read from (as docs/configuration.md lists it) and its check. */
export interface Setting<T> {
  readonly variable: string;
  readonly schema: z.ZodType<T>;
  /** An origin the extractor asks: the host policy lets its lookups and downloads reach it. */
  readonly origin?: boolean;
}

/**
 * A setting read from `name` by `schema`; unset or blank, `fallback` (see `variable`). Its
 * properties say the settings every platform has.
 */
export function setting<S extends z.ZodType>(
  name: string,
  schema: S,
  fallback?: string,
): Setting<z.output<S>> {
  return { variable: name, schema: variable(schema, fallback) };
}

/**
 * An origin the extractor asks, without a trailing slash (paths are simply appended); each one
 * is among the platform's `origins`, so a new one cannot be left out of the host policy.
 */
setting.origin = (name: string, fallback: string): Setting<string> => ({
  ...setting(name, httpUrl.transform(withoutTrailingSlash), fallback),
  origin: true,
});

/**
 * A public post the probe of a wall reads (read by the platform's own grammar): a setting, so an
 * operator can follow a post that goes away. Why: docs/decisions/059-platform-client.md
 */
setting.probe = (name: string, fallback: string): Setting<string> =>
  setting(name, httpUrl, fallback);

/** The user agent the extractor presents: one line of printable ASCII, as a header must be. */
setting.userAgent = (name: string, fallback = BROWSER_USER_AGENT): Setting<string> =>
  setting(name, userAgent, fallback);

export type Fields = Record<string, Setting<unknown>>;
/** The values of `F`, by the names the platform's code reads. */
export type SettingValues<F extends Fields> = {
  [K in keyof F]: F[K] extends Setting<infer T> ? T : never;
};

/**
 * A platform's settings group, with its fields (what names a setting's variable elsewhere) and
 * the values of its origin settings (`Platform.origins`).
 */
export type PlatformSettings<F extends Fields, T> = SettingsGroup<T> & {
  readonly fields: F;
  origins(config: Pick<ParsedConfig, "groups">): string[];
};

/**
 * Declares a platform's settings group (`declareSettings`) from its fields; `derive` turns the
 * values into what its code reads, where that is more than the values themselves.
 */
export function platformSettings<F extends Fields>(
  name: string,
  fields: F,
): PlatformSettings<F, SettingValues<F>>;
export function platformSettings<F extends Fields, T>(
  name: string,
  fields: F,
  derive: (values: SettingValues<F>) => T,
): PlatformSettings<F, T>;
export function platformSettings<F extends Fields, T>(
  name: string,
  fields: F,
  derive?: (values: SettingValues<F>) => T,
): PlatformSettings<F, T | SettingValues<F>> {
  const entries = Object.entries(fields);
  const variables = Object.fromEntries(entries.map(([, field]) => [field.variable, field.schema]));
  const group = declareSettings(name, variables, (env) => {
    const values = Object.fromEntries(
      entries.map(([key, field]) => [key, env[field.variable]]),
    ) as SettingValues<F>;
    const origins = entries.filter(([, field]) => field.origin).map(([, f]) => env[f.variable]);
    return { values: derive ? derive(values) : values, origins: origins as string[] };
  });
  return {
    name,
    variables: group.variables,
    fields,
    of: (config) => group.of(config).values,
    origins: (config) => group.of(config).origins,
  };
}
