// @ts-check
/** @import { FishShootReply } from '@playfront/api-contract' */
import { $, el, onPlay, openGame, pause, play, settled, t } from './common.js';

/**
 * Fish types and multipliers (the server decides every shot; these only draw the sea).
 * @type {[id: string, colour: string, multiplier: number][]}
 */
const FISH = [
  ['clownfish', '#ff7a1a', 2],
  ['pufferfish', '#e8c547', 3],
  ['turtle', '#4caf50', 5],
  ['octopus', '#d0508f', 10],
  ['shark', '#90a4ae', 20],
  ['whale', '#4f7fd6', 50],
  ['dragon', '#ffd34d', 100],
];

/**
 * A fish silhouette in the type's colour, larger for richer fish (no emoji font needed).
 * @param {string} colour
 * @param {number} multiplier
 */
const fishArt = (colour, multiplier) => {
  const scale = 0.7 + Math.log10(multiplier) * 0.15;
  return `<svg viewBox="0 0 60 36" width="${Math.round(56 * scale)}" height="${Math.round(34 * scale)}" aria-hidden="true">
    <path d="M4 18 C14 2 36 2 46 18 C36 34 14 34 4 18 Z" fill="${colour}"/>
    <path d="M44 18 L58 6 L58 30 Z" fill="${colour}" opacity="0.85"/>
    <circle cx="14" cy="15" r="2.6" fill="#102030"/></svg>`;
};

const sea = $('#sea');
const aim = $('#aim');
let target = 'clownfish';
/** @type {Map<string, HTMLButtonElement>} */
const buttons = new Map();

/** @param {string} id */
function select(id) {
  target = id;
  for (const [fishId, button] of buttons) button.setAttribute('aria-pressed', String(fishId === id));
  const multiplier = FISH.find(([fishId]) => fishId === id)?.[2] ?? '';
  aim.textContent = t('aimAt', { fish: t(`fish_${id}`), multiplier });
}

for (const [id, colour, multiplier] of FISH) {
  const button = el('button', undefined, 'fish');
  button.type = 'button';
  button.dataset['fish'] = id;
  const face = el('span', undefined, 'emoji');
  face.setAttribute('aria-hidden', 'true');
  face.innerHTML = fishArt(colour, multiplier);
  button.append(face, el('span', t(`fish_${id}`)), el('span', `×${multiplier}`, 'mult'));
  button.addEventListener('click', () => select(id));
  buttons.set(id, button);
  sea.append(button);
}

const session = await openGame({ stakes: [10, 20, 50, 100, 200, 500, 1000, 5000, 10000] });
select('clownfish');
if (session) {
  onPlay($('#play', HTMLFormElement), async () => {
    const button = buttons.get(target);
    button?.classList.remove('caught', 'escaped');
    const round = /** @type {FishShootReply} */ (
      await play('/demo/v1/fish/shoot', { stake: $('#stake', HTMLSelectElement).value, targetId: target })
    );
    await pause(200);
    button?.classList.add(round.hit ? 'caught' : 'escaped');
    const fish = t(`fish_${round.targetId}`);
    settled(round, round.hit ? t('hit', { fish, multiplier: round.multiplier }) : t('miss', { fish }));
  });
}
