/**
 * The deposit tutorial's pictures: small wordless SVGs (nothing to translate), served by
 * GET /wps/payment/tutorial/art/:file. A step names one of them.
 */
const phone = (screen: string) =>
  `<rect x="120" y="30" width="110" height="200" rx="16" fill="#1d2333" stroke="#0b0f19" stroke-width="4"/><rect x="130" y="50" width="90" height="150" rx="6" fill="#f4f7ff"/>${screen}<circle cx="175" cy="216" r="7" fill="#3a4256"/>`;

const drawings: Record<string, string> = {
  // A form with an amount field and a submit button.
  submit: `<rect x="70" y="40" width="220" height="180" rx="14" fill="#f4f7ff" stroke="#1b2a6b" stroke-width="4"/><rect x="95" y="70" width="170" height="28" rx="6" fill="#fff" stroke="#7a88b8" stroke-width="3"/><rect x="95" y="112" width="120" height="28" rx="6" fill="#fff" stroke="#7a88b8" stroke-width="3"/><rect x="95" y="165" width="170" height="34" rx="17" fill="#ffb020"/><path d="M170 182l10 8 18-16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  // A phone showing a bank building.
  'bank-app': phone(
    `<path d="M145 105l30-22 30 22z" fill="#1b4f9f"/><rect x="150" y="110" width="8" height="40" fill="#1b4f9f"/><rect x="171" y="110" width="8" height="40" fill="#1b4f9f"/><rect x="192" y="110" width="8" height="40" fill="#1b4f9f"/><rect x="143" y="152" width="64" height="8" fill="#1b4f9f"/>`,
  ),
  // A transfer slip with a highlighted note line.
  reference: `<rect x="80" y="35" width="200" height="200" rx="10" fill="#fff" stroke="#1b2a6b" stroke-width="4"/><rect x="100" y="60" width="160" height="12" rx="6" fill="#c9d2ee"/><rect x="100" y="88" width="110" height="12" rx="6" fill="#c9d2ee"/><rect x="100" y="116" width="140" height="12" rx="6" fill="#c9d2ee"/><rect x="92" y="150" width="176" height="40" rx="8" fill="#ffe08a" stroke="#ffb020" stroke-width="4"/><rect x="104" y="164" width="120" height="12" rx="6" fill="#8a5a00"/>`,
  // A phone showing a wallet.
  'ewallet-app': phone(
    `<rect x="145" y="100" width="62" height="44" rx="8" fill="#2fbf71"/><rect x="185" y="113" width="26" height="18" rx="5" fill="#1b7f5a"/><circle cx="196" cy="122" r="4" fill="#fff"/>`,
  ),
  // A phone scanning a code.
  scan: `${phone(`<rect x="150" y="90" width="50" height="50" fill="#fff" stroke="#222" stroke-width="3"/><rect x="156" y="96" width="14" height="14" fill="#222"/><rect x="180" y="96" width="14" height="14" fill="#222"/><rect x="156" y="120" width="14" height="14" fill="#222"/><rect x="182" y="122" width="8" height="8" fill="#222"/>`)}<path d="M138 115h74" stroke="#e4572e" stroke-width="4"/>`,
  // A receipt.
  receipt: `<path d="M110 30h140v210l-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10z" fill="#fff" stroke="#1b2a6b" stroke-width="4"/><rect x="130" y="60" width="100" height="10" rx="5" fill="#c9d2ee"/><rect x="130" y="85" width="70" height="10" rx="5" fill="#c9d2ee"/><rect x="130" y="110" width="90" height="10" rx="5" fill="#c9d2ee"/><rect x="130" y="150" width="100" height="18" rx="5" fill="#2fbf71"/>`,
  // A coin going into a wallet, with a tick.
  confirm: `<circle cx="180" cy="130" r="85" fill="#2fbf71"/><path d="M140 132l28 26 52-56" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export const tutorialArtworkNames = Object.keys(drawings);

/** The picture `name`, or null for an unknown one. */
export function tutorialArtworkSvg(name: string): string | null {
  const drawing = drawings[name];
  if (!drawing) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 260" width="360" height="260"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8eeff"/><stop offset="1" stop-color="#c9d6ff"/></linearGradient></defs><rect width="360" height="260" rx="18" fill="url(#g)"/>${drawing}</svg>`;
}

export const tutorialArtworkUrl = (name: string) => `/wps/payment/tutorial/art/${name}.svg`;
