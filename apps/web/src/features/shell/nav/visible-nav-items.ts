import { isExperimentOn, type TExperiment, type TStateCode } from '@portal/contracts';
import type { ComponentType } from 'react';

/** Where a link goes: a page of this app, or a legacy page of the state's compliance system. */
export type NavTarget =
  | {
      kind: 'app';
      path: string;
      /** Active on this path only, not on deeper ones. */ exact?: boolean;
    }
  | { kind: 'legacy'; path: string };

/** Who sees an entry. Every rule given must hold; an entry without rules is for everyone. */
interface NavRules {
  /** Only for agencies in these states. */
  states?: readonly TStateCode[];
  /** Only for the agency's master users. */
  masterOnly?: boolean;
  /** Only while this experiment is on for the user. */
  experiment?: TExperiment;
  /** Only while provider staff view the portal as this user. */
  impersonatingOnly?: boolean;
  /** Only for users of more than one agency (portfolio). */
  multipleAgenciesOnly?: boolean;
}

type NavIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

interface NavEntryBase extends NavRules {
  id: string;
  label: string;
  icon?: NavIcon;
  /** Moves under the header's 'More' menu between the md and xl breakpoints. */
  collapsible?: boolean;
}

export interface NavLinkEntry extends NavEntryBase {
  target: NavTarget;
}

export interface NavGroupEntry extends NavEntryBase {
  children: readonly NavLinkEntry[];
}

/** Something the app does rather than a place it goes (open a panel, sign out). */
export interface NavActionEntry extends NavEntryBase {
  action: 'switch-portfolio' | 'switch-back' | 'logout';
}

export type NavEntry = NavLinkEntry | NavGroupEntry | NavActionEntry;

export interface NavContext {
  state: TStateCode;
  isMaster: boolean;
  experiments: Readonly<Record<string, boolean>>;
  isImpersonating?: boolean;
  /** How many agencies the user belongs to. */
  agencyCount?: number;
}

export const isNavGroup = (entry: NavEntry): entry is NavGroupEntry => 'children' in entry;
export const isNavLink = (entry: NavEntry): entry is NavLinkEntry => 'target' in entry;

function allowed(rules: NavRules, context: NavContext): boolean {
  if (rules.states && !rules.states.includes(context.state)) return false;
  if (rules.masterOnly && !context.isMaster) return false;
  if (rules.experiment && !isExperimentOn(context.experiments, rules.experiment)) return false;
  if (rules.impersonatingOnly && !context.isImpersonating) return false;
  if (rules.multipleAgenciesOnly && (context.agencyCount ?? 0) <= 1) return false;
  return true;
}

/**
 * The entries this user may see, in order: entries whose rules fail are dropped, groups keep
 * only their allowed children, and a group left with no children is dropped too.
 */
export function visibleNavItems<E extends NavEntry>(items: readonly E[], context: NavContext): E[] {
  return items.flatMap((item) => {
    if (!allowed(item, context)) return [];
    if (!isNavGroup(item)) return [item];
    const children = item.children.filter((child) => allowed(child, context));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Whether an in-app link is the current page (or, unless exact, an ancestor of it). */
export function isLinkActive(target: NavTarget, pathname: string): boolean {
  if (target.kind !== 'app') return false;
  if (target.exact || target.path === '/') return pathname === target.path;
  return pathname === target.path || pathname.startsWith(`${target.path}/`);
}

/** Whether an entry, or one of a group's children, is the current page. */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (isNavGroup(entry))
    return entry.children.some((child) => isLinkActive(child.target, pathname));
  return isNavLink(entry) && isLinkActive(entry.target, pathname);
}
