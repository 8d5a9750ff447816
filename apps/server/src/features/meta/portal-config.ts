import fs from 'node:fs';
import { ZPortalConfig, type TPortalConfig } from '@portal/contracts';
import { z } from 'zod';

/** The shell's footer, help and maintenance texts when nothing overrides them. */
function defaultPortalConfig(provider: TPortalConfig['provider']): TPortalConfig {
  const site = 'https://portal.example.com.au';
  return {
    provider,
    help: {
      phone: '1300 134 563',
      email: 'help@portal.example.com.au',
      centreUrl: `${site}/help`,
      accessFormUrl: `${site}/request-access`,
      forgotUsernameUrl: `${site}/forgot-username`,
    },
    socialLinks: [
      { label: 'Facebook', url: 'https://www.facebook.com/example' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
      { label: 'Instagram', url: 'https://www.instagram.com/example' },
    ],
    policyLinks: [
      { label: 'Privacy policy', url: `${site}/privacy-policy` },
      { label: 'Terms of use', url: `${site}/terms-of-use` },
      { label: 'Cookie policy', url: `${site}/cookie-policy` },
    ],
    licences: [
      { state: 'NSW', number: '123456C' },
      { state: 'VIC', number: 'REC-34567' },
      { state: 'QLD', number: '78901' },
      { state: 'SA', number: 'PGE 245612' },
      { state: 'WA', number: 'EC 012345' },
    ],
    helpLinks: {
      feedbackUrl: `${site}/feedback`,
      brochuresUrl: `${site}/brochures`,
      gettingStartedUrl: `${site}/help/getting-started`,
      smokeAlarmTroubleshootingUrl: `${site}/help/smoke-alarm-troubleshooting`,
      helpCentreUrl: `${site}/help`,
    },
    // The window of spec 1-foundation (dashboard): warned about until 2 pm on the day.
    maintenanceWindows: [
      {
        startsAt: '2025-03-23T06:00:00+11:00',
        endsAt: '2025-03-23T16:00:00+11:00',
        showUntil: '2025-03-23T14:00:00+11:00',
        message:
          'The portal will be unavailable on Sunday 23 March from 6:00 AM to 4:00 PM AEDT for scheduled maintenance.',
      },
    ],
  };
}

/**
 * What PORTAL_CONFIG_FILE may hold: any part of the configuration, nested objects partial too
 * (so `{ "help": { "phone": "..." } }` is enough); lists replace the default list. Unknown keys
 * are refused, so a misspelt key stops the server instead of being ignored.
 */
const shape = ZPortalConfig.shape;
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date-time with offset' });
// ZPortalConfig is a zod/mini schema (the web's first page reads it): build on its shapes.
const partialOf = <T extends z.core.$ZodLooseShape>(part: { shape: T }) =>
  z.strictObject(part.shape).partial().optional();
const ZMaintenanceWindows = z.array(
  z.object({
    ...shape.maintenanceWindows.def.element.shape,
    startsAt: instant,
    endsAt: instant,
    showUntil: instant,
  }),
);
const ZPortalConfigOverride = z.strictObject({
  provider: partialOf(shape.provider),
  help: partialOf(shape.help),
  socialLinks: z.optional(shape.socialLinks),
  policyLinks: z.optional(shape.policyLinks),
  licences: z.optional(shape.licences),
  helpLinks: partialOf(shape.helpLinks),
  // Instants are checked here too: the web compares them with the clock.
  maintenanceWindows: ZMaintenanceWindows.optional(),
});
type TPortalConfigOverride = z.infer<typeof ZPortalConfigOverride>;

/** Objects merge key by key; anything else (lists included) replaces. */
function mergePortalConfig(base: TPortalConfig, override: TPortalConfigOverride): TPortalConfig {
  return {
    provider: { ...base.provider, ...override.provider },
    help: { ...base.help, ...override.help },
    socialLinks: override.socialLinks ?? base.socialLinks,
    policyLinks: override.policyLinks ?? base.policyLinks,
    licences: override.licences ?? base.licences,
    helpLinks: { ...base.helpLinks, ...override.helpLinks },
    maintenanceWindows: override.maintenanceWindows ?? base.maintenanceWindows,
  };
}

/** Thrown with a message that names the problem; config.ts reports it under the variable. */
export class PortalConfigError extends Error {}

const describe = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join('; ');

function readOverrideFile(file: string): TPortalConfigOverride {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new PortalConfigError(`cannot read ${file} (${code})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PortalConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ZPortalConfigOverride.safeParse(json);
  if (!parsed.success) throw new PortalConfigError(`${file}: ${describe(parsed.error)}`);
  return parsed.data;
}

export interface PortalConfigSources {
  provider: TPortalConfig['provider'];
  /** PORTAL_CONFIG_FILE: a JSON file merged over the defaults. */
  file?: string;
  /** Variables set one by one win over the file. */
  env?: TPortalConfigOverride;
}

/** Defaults, then the file, then single variables; the result is checked as a whole. */
export function loadPortalConfig(sources: PortalConfigSources): TPortalConfig {
  let config = defaultPortalConfig(sources.provider);
  if (sources.file) config = mergePortalConfig(config, readOverrideFile(sources.file));
  if (sources.env) config = mergePortalConfig(config, sources.env);
  const checked = ZPortalConfig.safeParse(config);
  if (!checked.success) throw new PortalConfigError(describe(checked.error));
  return checked.data;
}
