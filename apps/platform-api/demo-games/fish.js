import { addMessages, busy, fillStakes, pause, play, settled, showError, startGame, t } from './common.js';

addMessages({
  en: {
    shoot: 'Shoot',
    shotBet: 'Bet per shot',
    target: 'Target',
    aimAt: 'Aiming at: {fish} (×{multiplier})',
    hit: 'Hit! {fish} ×{multiplier}',
    miss: '{fish} escaped',
    clownfish: 'Clownfish',
    pufferfish: 'Pufferfish',
    turtle: 'Turtle',
    octopus: 'Octopus',
    shark: 'Shark',
    whale: 'Whale',
    dragon: 'Golden dragon',
  },
  cn: {
    shoot: '射击',
    shotBet: '每发投注',
    target: '目标',
    aimAt: '瞄准：{fish}（×{multiplier}）',
    hit: '命中！{fish} ×{multiplier}',
    miss: '{fish} 逃走了',
    clownfish: '小丑鱼',
    pufferfish: '河豚',
    turtle: '海龟',
    octopus: '章鱼',
    shark: '鲨鱼',
    whale: '鲸鱼',
    dragon: '黄金龙',
  },
  ja: {
    shoot: '発射',
    shotBet: '1発のベット',
    target: 'ターゲット',
    aimAt: '狙い：{fish}（×{multiplier}）',
    hit: '命中！{fish} ×{multiplier}',
    miss: '{fish} に逃げられた',
    clownfish: 'クマノミ',
    pufferfish: 'フグ',
    turtle: 'ウミガメ',
    octopus: 'タコ',
    shark: 'サメ',
    whale: 'クジラ',
    dragon: '黄金の龍',
  },
  th: {
    shoot: 'ยิง',
    shotBet: 'เดิมพันต่อนัด',
    target: 'เป้าหมาย',
    aimAt: 'เล็งที่: {fish} (×{multiplier})',
    hit: 'ยิงโดน! {fish} ×{multiplier}',
    miss: '{fish} หนีไปแล้ว',
    clownfish: 'ปลาการ์ตูน',
    pufferfish: 'ปลาปักเป้า',
    turtle: 'เต่าทะเล',
    octopus: 'ปลาหมึกยักษ์',
    shark: 'ฉลาม',
    whale: 'วาฬ',
    dragon: 'มังกรทอง',
  },
  vi: {
    shoot: 'Bắn',
    shotBet: 'Cược mỗi phát',
    target: 'Mục tiêu',
    aimAt: 'Đang ngắm: {fish} (×{multiplier})',
    hit: 'Trúng! {fish} ×{multiplier}',
    miss: '{fish} đã thoát',
    clownfish: 'Cá hề',
    pufferfish: 'Cá nóc',
    turtle: 'Rùa biển',
    octopus: 'Bạch tuộc',
    shark: 'Cá mập',
    whale: 'Cá voi',
    dragon: 'Rồng vàng',
  },
  ko: {
    shoot: '발사',
    shotBet: '발당 베팅',
    target: '목표',
    aimAt: '조준: {fish} (×{multiplier})',
    hit: '명중! {fish} ×{multiplier}',
    miss: '{fish}이(가) 도망쳤습니다',
    clownfish: '흰동가리',
    pufferfish: '복어',
    turtle: '바다거북',
    octopus: '문어',
    shark: '상어',
    whale: '고래',
    dragon: '황금 용',
  },
});

/** Fish types and multipliers (the server decides every shot; these only draw the sea). */
const FISH = [
  ['clownfish', '#ff7a1a', 2],
  ['pufferfish', '#e8c547', 3],
  ['turtle', '#4caf50', 5],
  ['octopus', '#d0508f', 10],
  ['shark', '#90a4ae', 20],
  ['whale', '#4f7fd6', 50],
  ['dragon', '#ffd34d', 100],
];

/** A fish silhouette in the type's colour, larger for richer fish (no emoji font needed). */
const fishArt = (colour, multiplier) => {
  const scale = 0.7 + Math.log10(multiplier) * 0.15;
  return `<svg viewBox="0 0 60 36" width="${Math.round(56 * scale)}" height="${Math.round(34 * scale)}" aria-hidden="true">
    <path d="M4 18 C14 2 36 2 46 18 C36 34 14 34 4 18 Z" fill="${colour}"/>
    <path d="M44 18 L58 6 L58 30 Z" fill="${colour}" opacity="0.85"/>
    <circle cx="14" cy="15" r="2.6" fill="#102030"/></svg>`;
};

const sea = document.getElementById('sea');
const aim = document.getElementById('aim');
let target = 'clownfish';
const buttons = new Map();

function select(id) {
  target = id;
  for (const [fishId, button] of buttons) button.setAttribute('aria-pressed', String(fishId === id));
  const [, , multiplier] = FISH.find(([fishId]) => fishId === id);
  aim.textContent = t('aimAt', { fish: t(id), multiplier });
}

for (const [id, colour, multiplier] of FISH) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fish';
  button.dataset.fish = id;
  const face = document.createElement('span');
  face.className = 'emoji';
  face.setAttribute('aria-hidden', 'true');
  face.innerHTML = fishArt(colour, multiplier);
  const name = document.createElement('span');
  name.textContent = t(id);
  const mult = document.createElement('span');
  mult.className = 'mult';
  mult.textContent = `×${multiplier}`;
  button.append(face, name, mult);
  button.addEventListener('click', () => select(id));
  buttons.set(id, button);
  sea.append(button);
}

const session = await startGame().catch(() => null);
select('clownfish');
if (session) {
  const stake = document.getElementById('stake');
  fillStakes(stake, session.limits, [10, 20, 50, 100, 200, 500, 1000, 5000, 10000]);
  busy(false);
  document.getElementById('play').addEventListener('submit', async (event) => {
    event.preventDefault();
    busy(true);
    const button = buttons.get(target);
    button.classList.remove('caught', 'escaped');
    try {
      const round = await play('/demo/v1/fish/shoot', { stake: stake.value, targetId: target });
      await pause(200);
      button.classList.add(round.hit ? 'caught' : 'escaped');
      const fish = t(round.targetId);
      settled(round, round.hit ? t('hit', { fish, multiplier: round.multiplier }) : t('miss', { fish }));
    } catch (error) {
      showError(error);
    } finally {
      busy(false);
    }
  });
}
