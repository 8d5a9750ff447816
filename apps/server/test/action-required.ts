import type { LightMyRequestResponse } from 'fastify';
import { demoApp, type DemoApp } from './demo-app';

/** The demo app the access-issue and notice tests share, with its viewers signed in. */
export interface ActionRequiredApp {
  h: DemoApp;
  /** demo.master in the VIC agency. */
  master: string;
  /** demo.manager in the VIC agency. */
  manager: string;
  /** mia.robinson in the QLD agency. */
  other: string;
  /** demo.manager's property manager id. */
  ownManager: number;
}

/** A demo database of its own (`name`), its three viewers signed in. */
export async function actionRequiredApp(name: string): Promise<ActionRequiredApp> {
  const h = await demoApp(name);
  const [master, manager, other, rows] = await Promise.all([
    h.signIn('demo.master'),
    h.signIn('demo.manager'),
    h.signIn('mia.robinson', 'qld'),
    h.rows<{ id: number }>(
      `select pm.id from property_managers pm join users u on u.id = pm.user_id
        where u.username = 'demo.manager' order by pm.id limit 1`,
    ),
  ]);
  return { h, master, manager, other, ownManager: rows[0]!.id };
}

/** A refused call's status, message and fields. */
export function refusal(res: Pick<LightMyRequestResponse, 'statusCode' | 'json'>) {
  const { error } = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
  return { status: res.statusCode, message: error.message, fields: error.fields };
}

/** Who an action was recorded as (and the staff member viewing as them), for a target or a property. */
export function auditOf(
  h: DemoApp,
  action: string,
  of: { target: string } | { propertyId: number },
) {
  const [column, value] = 'target' in of ? ['target', of.target] : ['property_id', of.propertyId];
  return h.rows<{ actor: number; staff: number | null }>(
    `select actor_user_id as actor, impersonator_user_id as staff from audit_log
      where action = $1 and ${column} = $2 order by id`,
    [action, value],
  );
}

/** An id no row of `table` has (yet): what a missing one is answered as. */
export async function missingId(h: DemoApp, table: 'notices' | 'properties'): Promise<number> {
  const [row] = await h.rows<{ max: number }>(`select max(id) as max from ${table}`);
  return row!.max + 1;
}
