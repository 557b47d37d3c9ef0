import { decideLaunch, decideRoomLaunch } from './launch-decision';
import type { LaunchableGame } from './launch-decision';

const slot: LaunchableGame = {
  id: 42,
  gameType: 'RNG',
  isGame: 'GAME',
  code: 'PP_GATES',
  defaultPlayType: null,
  accountTypeName: 'PP_RNG',
  vassalage: 'PP_RNG',
  vendorCode: 'PP',
  trial: true,
};
const member = { isLoggedIn: true, isTrial: false };
const trial = { isLoggedIn: true, isTrial: true };
const visitor = { isLoggedIn: false, isTrial: false };

describe('decideLaunch (spec §4)', () => {
  it('asks a visitor to log in, whatever the game', () => {
    expect(decideLaunch(slot, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...slot, gameType: 'LOTT' }, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...slot, isGame: 'VASSALAGE' }, visitor)).toEqual({ kind: 'login' });
  });

  it('warns a trial account that a game without trial needs a real account', () => {
    expect(decideLaunch({ ...slot, trial: false }, trial)).toEqual({ kind: 'needRealAccount' });
  });

  it('lets a trial account play a game with trial, and a member play any game', () => {
    expect(decideLaunch(slot, trial)).toEqual({ kind: 'navigate', to: '/game?gameId=42' });
    expect(decideLaunch({ ...slot, trial: false }, member)).toEqual({
      kind: 'navigate',
      to: '/game?gameId=42',
    });
  });

  it('sends LOTT and ELOTT games to /lottery with gameCode and playType when the game has both', () => {
    const lott = {
      ...slot,
      gameType: 'LOTT',
      accountTypeName: 'LOTT',
      code: 'Q3D',
      defaultPlayType: 'DIRECT',
    };
    expect(decideLaunch(lott, member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=Q3D&playType=DIRECT',
    });
    expect(decideLaunch({ ...lott, gameType: 'ELOTT', accountTypeName: 'ELOTT' }, member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=Q3D&playType=DIRECT',
    });
  });

  it('sends a lottery game without a default play type to /lottery alone', () => {
    const lott = { ...slot, gameType: 'LOTT', accountTypeName: 'LOTT', defaultPlayType: null };
    expect(decideLaunch(lott, member)).toEqual({ kind: 'navigate', to: '/lottery' });
    expect(decideLaunch({ ...lott, code: '', defaultPlayType: 'X' }, member)).toEqual({
      kind: 'navigate',
      to: '/lottery',
    });
  });

  it('sends TCG_LOTTO_VN games to /vnlottery and TCG_SEA games to /seaLottery', () => {
    const vn = {
      ...slot,
      gameType: 'LOTT',
      accountTypeName: 'TCG_LOTTO_VN',
      code: 'VN_N',
      defaultPlayType: null,
    };
    expect(decideLaunch(vn, member)).toEqual({ kind: 'navigate', to: '/vnlottery' });
    const sea = {
      ...slot,
      gameType: 'LOTT',
      accountTypeName: 'TCG_SEA',
      code: 'SEA5D',
      defaultPlayType: 'BS',
    };
    expect(decideLaunch(sea, member)).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=SEA5D&playType=BS',
    });
  });

  it('opens the sub-game popup of a VASSALAGE card and goes to /rng?page={provider}', () => {
    expect(
      decideLaunch({ ...slot, isGame: 'VASSALAGE', vassalage: 'JL_RNG', vendorCode: 'JL' }, member),
    ).toEqual({
      kind: 'vassalage',
      vassalage: 'JL_RNG',
      provider: 'JL',
      to: '/rng?page=JL',
    });
  });

  it('launches any other game (e.g. a vendor of type game) in the /game view', () => {
    const live = { ...slot, id: 7, gameType: 'LIVE', accountTypeName: 'DG_LIVE', vassalage: 'DG_LIVE' };
    expect(decideLaunch(live, member)).toEqual({ kind: 'navigate', to: '/game?gameId=7' });
  });
});

describe('decideRoomLaunch', () => {
  it('asks a visitor to log in and sends a player to the room in the /game view', () => {
    expect(decideRoomLaunch({ roomId: 11, gameId: 10 }, visitor)).toEqual({ kind: 'login' });
    expect(decideRoomLaunch({ roomId: 11, gameId: 10 }, trial)).toEqual({
      kind: 'navigate',
      to: '/game?gameId=10&roomId=11',
    });
  });
});

describe('buildLaunchRequest', () => {
  it('fills the launch request of spec §3', async () => {
    const { buildLaunchRequest } = await import('./launch-request');
    const who = { username: 'demo', token: 'tok', merchantCode: 'PLAYFRONT', language: 'en' };
    expect(buildLaunchRequest({ gameId: 42, vassalage: 'PP_RNG' }, who)).toEqual({
      gameId: 42,
      nodeId: 0,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PP_RNG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo',
      token: 'tok',
      merchantCode: 'PLAYFRONT',
      language: 'en',
    });
    expect(buildLaunchRequest({ roomId: 11, gameId: 10 }, who)).toMatchObject({ roomId: 11 });
    expect(buildLaunchRequest({ roomId: 11, gameId: 10 }, who)).not.toHaveProperty('gameId');
  });
});
