import type { WhitelabelFlag } from './constants';

/** The part of a whitelabel settings-tree node the flag check reads. */
interface FlagNode {
  modId: string;
  enabled: number;
  /** Leaves carry an empty list, typed loosely by the schema. */
  childrenNodes: readonly unknown[];
}

const children = (node: FlagNode) => node.childrenNodes as readonly FlagNode[];

/**
 * Whether a whitelabel flag is on (spec §3: `enabled` 1 = on). A flag nested in a group is on only when
 * the group is on too. Server and portal both decide with this one function.
 */
export function isWhitelabelFlagOn(tree: readonly FlagNode[], flag: WhitelabelFlag): boolean {
  for (const node of tree) {
    if (node.modId === flag) return node.enabled === 1;
    if (contains(children(node), flag)) return node.enabled === 1 && isWhitelabelFlagOn(children(node), flag);
  }
  return false;
}

const contains = (tree: readonly FlagNode[], flag: string): boolean =>
  tree.some((node) => node.modId === flag || contains(children(node), flag));
