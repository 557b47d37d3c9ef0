/** English messages: game catalogue, lobbies and launch. */
export const games = {};
