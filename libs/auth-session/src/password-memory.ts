/**
 * The password the player just typed, held in memory only (never in the store or storage) so a forced
 * change does not ask for the old password again (spec §5 "old password required unless already known").
 */
let known: string | null = null;

export const rememberPasswordInMemory = (password: string | null): void => {
  known = password;
};
export const knownPassword = (): string | null => known;
