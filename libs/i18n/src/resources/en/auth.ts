/** English messages: sign-in, registration, password recovery and session (auth-session). */
export const auth = {};
