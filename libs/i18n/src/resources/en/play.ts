/** English messages: game views (iframe and lottery pages), betting records and fairness. */
export const play = {};
