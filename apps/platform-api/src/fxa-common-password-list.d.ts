declare module 'fxa-common-password-list/src/encoded-passwords.js' {
  /** The front-coded common-password list, one entry a line. */
  const encoded: string;
  export default encoded;
}
