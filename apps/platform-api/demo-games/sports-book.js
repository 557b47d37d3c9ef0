import {
  addMessages,
  api,
  busy,
  clearError,
  fillStakes,
  formatMoney,
  play,
  setBalance,
  showError,
  startGame,
  t,
  translatePage,
} from './common.js';

/**
 * Sports (1X2) and esports (match winner) books: fixtures with odds buttons, a slip of singles at the odds
 * shown, and my bets. The server fixes every result by a seed committed (hash shown) when the match is
 * listed and settles at the simulated final whistle; the page only shows and polls.
 */

addMessages({
  en: {
    sports_fixtures: 'Football matches',
    esports_fixtures: 'Esports matches',
    sports_slip: 'Bet slip',
    sports_slip_empty: 'Pick odds below to add selections.',
    sports_stake_each: 'Stake per bet',
    sports_total: '{count} bets · total {amount}',
    sports_place_bet: 'Place bet',
    sports_my_bets: 'My bets',
    sports_no_bets: 'No bets yet.',
    sports_pick_HOME: '1 · Home',
    sports_pick_DRAW: 'X · Draw',
    sports_pick_AWAY: '2 · Away',
    sports_odds_label: '{match}: {pick} at {odds}',
    sports_starts_in: 'Starts in {time}',
    sports_live: 'Live',
    sports_finished: 'Full time {score}',
    sports_cancelled: 'Cancelled · bets refunded',
    sports_remove: 'Remove',
    sports_remove_label: 'Remove {match} from the slip',
    sports_placed: 'Bets placed: {count}',
    sports_round: 'Round {id}',
    sports_open: 'Open',
    sports_won: 'Won {amount}',
    sports_lost: 'Lost',
    sports_void: 'Refunded',
    sports_seed_hash: 'Result seed hash: {hash}',
    sports_seed: 'Revealed seed: {seed}',
    sports_rules_title: 'Rules',
    sports_rules:
      'Singles on the match result (1 home, X draw, 2 away) at the odds shown; a win pays stake × odds. Odds come from team strengths with a 5 % margin. Each result is fixed by a seed whose hash is shown when the match is listed and revealed at the final whistle. Betting closes at kick-off; a cancelled match refunds its bets.',
    esports_rules:
      'Singles on the match winner (best of three) at the odds shown; a win pays stake × odds. Odds come from team strengths with a 5 % margin. Each result is fixed by a seed whose hash is shown when the match is listed and revealed at the end. Betting closes when the match starts; a cancelled match refunds its bets.',
    err_betting_closed: 'This match has started and takes no more bets.',
    err_odds_changed:
      'The odds changed. The slip now shows the new odds; place the bet again to accept them.',
    err_not_found: 'This match is not available.',
  },
  cn: {
    sports_fixtures: '足球赛事',
    esports_fixtures: '电竞赛事',
    sports_slip: '投注单',
    sports_slip_empty: '点击下方赔率加入投注单。',
    sports_stake_each: '每注金额',
    sports_total: '{count} 注 · 合计 {amount}',
    sports_place_bet: '下注',
    sports_my_bets: '我的注单',
    sports_no_bets: '暂无注单。',
    sports_pick_HOME: '1 · 主胜',
    sports_pick_DRAW: 'X · 平局',
    sports_pick_AWAY: '2 · 客胜',
    sports_odds_label: '{match}：{pick}，赔率 {odds}',
    sports_starts_in: '{time} 后开赛',
    sports_live: '进行中',
    sports_finished: '完场 {score}',
    sports_cancelled: '已取消 · 注单退款',
    sports_remove: '移除',
    sports_remove_label: '从投注单移除 {match}',
    sports_placed: '已下 {count} 注',
    sports_round: '局号 {id}',
    sports_open: '未结算',
    sports_won: '赢得 {amount}',
    sports_lost: '未中',
    sports_void: '已退款',
    sports_seed_hash: '赛果种子哈希：{hash}',
    sports_seed: '已公开种子：{seed}',
    sports_rules_title: '规则',
    sports_rules:
      '按显示的赔率投注单关赛果（1 主胜、X 平局、2 客胜），赢得 投注额 × 赔率。赔率由球队实力计算并含 5% 利润。每场结果由上架时已公布哈希的种子决定，完场时公开种子。开赛即封盘；比赛取消则退还注单。',
    esports_rules:
      '按显示的赔率投注单关获胜方（三局两胜），赢得 投注额 × 赔率。赔率由战队实力计算并含 5% 利润。每场结果由上架时已公布哈希的种子决定，结束时公开种子。比赛开始即封盘；比赛取消则退还注单。',
    err_betting_closed: '该比赛已开始，不再接受投注。',
    err_odds_changed: '赔率已变动。投注单已显示新赔率，再次下注即表示接受。',
    err_not_found: '该比赛不可用。',
  },
  ja: {
    sports_fixtures: 'サッカーの試合',
    esports_fixtures: 'eスポーツの試合',
    sports_slip: 'ベットスリップ',
    sports_slip_empty: '下のオッズを選んで追加してください。',
    sports_stake_each: '1ベットの額',
    sports_total: '{count} 件 · 合計 {amount}',
    sports_place_bet: 'ベットする',
    sports_my_bets: 'マイベット',
    sports_no_bets: 'まだベットはありません。',
    sports_pick_HOME: '1 · ホーム',
    sports_pick_DRAW: 'X · 引き分け',
    sports_pick_AWAY: '2 · アウェイ',
    sports_odds_label: '{match}：{pick} オッズ {odds}',
    sports_starts_in: '開始まで {time}',
    sports_live: 'ライブ',
    sports_finished: '試合終了 {score}',
    sports_cancelled: '中止 · ベット返金',
    sports_remove: '削除',
    sports_remove_label: '{match} をスリップから削除',
    sports_placed: '{count} 件ベットしました',
    sports_round: 'ラウンド {id}',
    sports_open: '未確定',
    sports_won: '{amount} 獲得',
    sports_lost: '外れ',
    sports_void: '返金済み',
    sports_seed_hash: '結果シードのハッシュ：{hash}',
    sports_seed: '公開されたシード：{seed}',
    sports_rules_title: 'ルール',
    sports_rules:
      '試合結果（1 ホーム、X 引き分け、2 アウェイ）へのシングルベット。的中でベット額 × オッズ。オッズはチームの強さから 5% のマージンで算出。結果は掲載時にハッシュを公開したシードで決まり、試合終了時にシードを公開。キックオフで締切、中止の試合は返金。',
    esports_rules:
      '勝者（3 本先取 2 勝）へのシングルベット。的中でベット額 × オッズ。オッズはチームの強さから 5% のマージンで算出。結果は掲載時にハッシュを公開したシードで決まり、終了時にシードを公開。開始で締切、中止の試合は返金。',
    err_betting_closed: 'この試合は開始済みのためベットできません。',
    err_odds_changed:
      'オッズが変わりました。スリップに新しいオッズを表示しています。受け入れる場合はもう一度ベットしてください。',
    err_not_found: 'この試合は利用できません。',
  },
  th: {
    sports_fixtures: 'การแข่งขันฟุตบอล',
    esports_fixtures: 'การแข่งขันอีสปอร์ต',
    sports_slip: 'สลิปเดิมพัน',
    sports_slip_empty: 'เลือกราคาด้านล่างเพื่อเพิ่มในสลิป',
    sports_stake_each: 'เงินเดิมพันต่อบิล',
    sports_total: '{count} บิล · รวม {amount}',
    sports_place_bet: 'วางเดิมพัน',
    sports_my_bets: 'การเดิมพันของฉัน',
    sports_no_bets: 'ยังไม่มีการเดิมพัน',
    sports_pick_HOME: '1 · เจ้าบ้าน',
    sports_pick_DRAW: 'X · เสมอ',
    sports_pick_AWAY: '2 · ทีมเยือน',
    sports_odds_label: '{match}: {pick} ราคา {odds}',
    sports_starts_in: 'เริ่มใน {time}',
    sports_live: 'กำลังแข่ง',
    sports_finished: 'จบเกม {score}',
    sports_cancelled: 'ยกเลิก · คืนเงินเดิมพัน',
    sports_remove: 'ลบ',
    sports_remove_label: 'ลบ {match} ออกจากสลิป',
    sports_placed: 'วางเดิมพันแล้ว {count} บิล',
    sports_round: 'รอบ {id}',
    sports_open: 'รอผล',
    sports_won: 'ชนะ {amount}',
    sports_lost: 'แพ้',
    sports_void: 'คืนเงินแล้ว',
    sports_seed_hash: 'แฮชของซีดผลการแข่งขัน: {hash}',
    sports_seed: 'ซีดที่เปิดเผย: {seed}',
    sports_rules_title: 'กติกา',
    sports_rules:
      'เดิมพันเดี่ยวผลการแข่งขัน (1 เจ้าบ้าน, X เสมอ, 2 ทีมเยือน) ตามราคาที่แสดง ชนะได้ เงินเดิมพัน × ราคา ราคาคำนวณจากความแข็งแกร่งของทีมพร้อมส่วนต่าง 5% ผลแต่ละนัดกำหนดโดยซีดที่เปิดเผยแฮชตอนลงรายการและเปิดเผยซีดเมื่อจบเกม ปิดรับเมื่อเริ่มเตะ นัดที่ยกเลิกคืนเงินเดิมพัน',
    esports_rules:
      'เดิมพันเดี่ยวทีมผู้ชนะ (ชนะ 2 ใน 3) ตามราคาที่แสดง ชนะได้ เงินเดิมพัน × ราคา ราคาคำนวณจากความแข็งแกร่งของทีมพร้อมส่วนต่าง 5% ผลแต่ละนัดกำหนดโดยซีดที่เปิดเผยแฮชตอนลงรายการและเปิดเผยซีดเมื่อจบ ปิดรับเมื่อเริ่มแข่ง นัดที่ยกเลิกคืนเงินเดิมพัน',
    err_betting_closed: 'การแข่งขันนี้เริ่มแล้ว ไม่รับเดิมพันเพิ่ม',
    err_odds_changed: 'ราคาเปลี่ยนแล้ว สลิปแสดงราคาใหม่ กรุณาวางเดิมพันอีกครั้งเพื่อยอมรับ',
    err_not_found: 'การแข่งขันนี้ไม่พร้อมใช้งาน',
  },
  vi: {
    sports_fixtures: 'Trận bóng đá',
    esports_fixtures: 'Trận thể thao điện tử',
    sports_slip: 'Phiếu cược',
    sports_slip_empty: 'Chọn tỷ lệ bên dưới để thêm vào phiếu.',
    sports_stake_each: 'Tiền cược mỗi vé',
    sports_total: '{count} vé · tổng {amount}',
    sports_place_bet: 'Đặt cược',
    sports_my_bets: 'Cược của tôi',
    sports_no_bets: 'Chưa có cược nào.',
    sports_pick_HOME: '1 · Chủ nhà',
    sports_pick_DRAW: 'X · Hòa',
    sports_pick_AWAY: '2 · Đội khách',
    sports_odds_label: '{match}: {pick} tỷ lệ {odds}',
    sports_starts_in: 'Bắt đầu sau {time}',
    sports_live: 'Đang diễn ra',
    sports_finished: 'Hết giờ {score}',
    sports_cancelled: 'Đã hủy · hoàn tiền cược',
    sports_remove: 'Xóa',
    sports_remove_label: 'Xóa {match} khỏi phiếu',
    sports_placed: 'Đã đặt {count} vé',
    sports_round: 'Ván {id}',
    sports_open: 'Chờ kết quả',
    sports_won: 'Thắng {amount}',
    sports_lost: 'Thua',
    sports_void: 'Đã hoàn tiền',
    sports_seed_hash: 'Mã băm hạt giống kết quả: {hash}',
    sports_seed: 'Hạt giống đã công bố: {seed}',
    sports_rules_title: 'Luật chơi',
    sports_rules:
      'Cược đơn kết quả trận (1 chủ nhà, X hòa, 2 đội khách) theo tỷ lệ hiển thị; thắng nhận tiền cược × tỷ lệ. Tỷ lệ tính từ sức mạnh đội với biên 5%. Kết quả mỗi trận do hạt giống quyết định, mã băm được công bố khi trận được niêm yết và hạt giống công bố khi kết thúc. Đóng cược khi bóng lăn; trận bị hủy được hoàn tiền.',
    esports_rules:
      'Cược đơn đội thắng (thắng 2 trong 3 ván) theo tỷ lệ hiển thị; thắng nhận tiền cược × tỷ lệ. Tỷ lệ tính từ sức mạnh đội với biên 5%. Kết quả mỗi trận do hạt giống quyết định, mã băm được công bố khi niêm yết và hạt giống công bố khi kết thúc. Đóng cược khi trận bắt đầu; trận bị hủy được hoàn tiền.',
    err_betting_closed: 'Trận này đã bắt đầu và không nhận thêm cược.',
    err_odds_changed: 'Tỷ lệ đã thay đổi. Phiếu đang hiển thị tỷ lệ mới; đặt cược lại để chấp nhận.',
    err_not_found: 'Trận này không khả dụng.',
  },
  ko: {
    sports_fixtures: '축구 경기',
    esports_fixtures: 'e스포츠 경기',
    sports_slip: '베팅 슬립',
    sports_slip_empty: '아래 배당을 눌러 슬립에 추가하세요.',
    sports_stake_each: '베팅당 금액',
    sports_total: '{count}건 · 합계 {amount}',
    sports_place_bet: '베팅하기',
    sports_my_bets: '내 베팅',
    sports_no_bets: '아직 베팅이 없습니다.',
    sports_pick_HOME: '1 · 홈',
    sports_pick_DRAW: 'X · 무승부',
    sports_pick_AWAY: '2 · 원정',
    sports_odds_label: '{match}: {pick} 배당 {odds}',
    sports_starts_in: '{time} 후 시작',
    sports_live: '진행 중',
    sports_finished: '종료 {score}',
    sports_cancelled: '취소됨 · 베팅 환불',
    sports_remove: '삭제',
    sports_remove_label: '슬립에서 {match} 삭제',
    sports_placed: '{count}건 베팅 완료',
    sports_round: '라운드 {id}',
    sports_open: '진행 중',
    sports_won: '{amount} 당첨',
    sports_lost: '미적중',
    sports_void: '환불됨',
    sports_seed_hash: '결과 시드 해시: {hash}',
    sports_seed: '공개된 시드: {seed}',
    sports_rules_title: '규칙',
    sports_rules:
      '경기 결과(1 홈, X 무승부, 2 원정)에 표시된 배당으로 단일 베팅합니다. 적중 시 베팅액 × 배당을 지급합니다. 배당은 팀 전력에서 5% 마진으로 계산합니다. 결과는 경기 등록 시 해시를 공개한 시드로 정해지며 종료 시 시드를 공개합니다. 킥오프에 마감되며 취소된 경기는 환불됩니다.',
    esports_rules:
      '승리 팀(3판 2선승)에 표시된 배당으로 단일 베팅합니다. 적중 시 베팅액 × 배당을 지급합니다. 배당은 팀 전력에서 5% 마진으로 계산합니다. 결과는 등록 시 해시를 공개한 시드로 정해지며 종료 시 시드를 공개합니다. 경기 시작에 마감되며 취소된 경기는 환불됩니다.',
    err_betting_closed: '이미 시작된 경기라 더 이상 베팅할 수 없습니다.',
    err_odds_changed: '배당이 변경되었습니다. 슬립에 새 배당이 표시됩니다. 수락하려면 다시 베팅하세요.',
    err_not_found: '이 경기는 이용할 수 없습니다.',
  },
});

const $ = (selector) => document.querySelector(selector);

const el = (tag, text, className) => {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
};

const clock = (ms) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Mounts the book of `kind` ('sports' or 'esports') on the page. */
export function mountBook(kind) {
  /** fixtureId -> { fixture, pick } */
  const slip = new Map();
  let fixtures = [];
  let offset = 0;
  let openBets = 0;

  const matchName = (fixture) => `${fixture.home} v ${fixture.away}`;
  const pickName = (fixture, pick) =>
    kind === 'esports' ? (pick === 'HOME' ? fixture.home : fixture.away) : t(`sports_pick_${pick}`);
  const oddsOf = (fixture, pick) =>
    pick === 'HOME' ? fixture.odds.home : pick === 'AWAY' ? fixture.odds.away : fixture.odds.draw;
  const bettable = (fixture) => fixture.status === 'SCHEDULED' && fixture.kickoffAt > Date.now() + offset;

  async function refreshBalance() {
    try {
      setBalance((await api('/demo/v1/session')).balance);
    } catch {
      // Shown again after the next bet.
    }
  }

  function statusText(fixture) {
    if (fixture.status === 'FINISHED') return t('sports_finished', { score: fixture.score });
    if (fixture.status === 'CANCELLED') return t('sports_cancelled');
    if (!bettable(fixture)) return t('sports_live');
    return t('sports_starts_in', { time: clock(fixture.kickoffAt - Date.now() - offset) });
  }

  function renderFixtures() {
    // Re-rendering must not take keyboard focus away from the odds button in use.
    const active = document.activeElement;
    const focusFixture = active?.dataset?.pick
      ? active.closest('[data-fixture]')?.dataset.fixture
      : undefined;
    const focusPick = active?.dataset?.pick;
    $('#sports-fixtures').replaceChildren(
      ...fixtures.map((fixture) => {
        const card = el('article', undefined, 'sports-fixture');
        card.dataset.fixture = String(fixture.id);
        const meta = el('p', undefined, 'sports-meta');
        const status = el('span', statusText(fixture), 'sports-status');
        status.classList.toggle(
          'live',
          fixture.status === 'LIVE' || (!bettable(fixture) && fixture.status === 'SCHEDULED'),
        );
        meta.append(
          el(
            'span',
            `${fixture.league} · ${new Date(fixture.kickoffAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
          ),
          status,
        );
        card.append(meta, el('h3', matchName(fixture)));
        const odds = el('div', undefined, 'sports-odds');
        const picks = fixture.odds.draw === null ? ['HOME', 'AWAY'] : ['HOME', 'DRAW', 'AWAY'];
        for (const pick of picks) {
          const button = el('button');
          button.type = 'button';
          button.append(el('span', pickName(fixture, pick)), el('b', oddsOf(fixture, pick)));
          button.setAttribute(
            'aria-label',
            t('sports_odds_label', {
              match: matchName(fixture),
              pick: pickName(fixture, pick),
              odds: oddsOf(fixture, pick),
            }),
          );
          button.setAttribute('aria-pressed', String(slip.get(fixture.id)?.pick === pick));
          button.disabled = !bettable(fixture);
          button.dataset.pick = pick;
          button.addEventListener('click', () => {
            if (slip.get(fixture.id)?.pick === pick) slip.delete(fixture.id);
            else slip.set(fixture.id, { fixture, pick, odds: oddsOf(fixture, pick) });
            renderFixtures();
            renderSlip();
          });
          odds.append(button);
        }
        card.append(odds);
        const seed = fixture.serverSeed
          ? t('sports_seed', { seed: fixture.serverSeed })
          : t('sports_seed_hash', { hash: fixture.seedHash.slice(0, 16) + '…' });
        const seedLine = el('p', seed, 'sports-small mono');
        seedLine.title = fixture.serverSeed ?? fixture.seedHash;
        card.append(seedLine);
        return card;
      }),
    );
    if (focusFixture && focusPick) {
      document.querySelector(`[data-fixture="${focusFixture}"] button[data-pick="${focusPick}"]`)?.focus();
    }
  }

  function renderSlip() {
    const entries = [...slip.values()];
    $('#sports-slip-empty').hidden = entries.length > 0;
    $('#sports-slip').replaceChildren(
      ...entries.map((entry) => {
        const item = el('li');
        item.append(
          el('span', `${matchName(entry.fixture)} · ${pickName(entry.fixture, entry.pick)} @ ${entry.odds}`),
        );
        const remove = el('button', t('sports_remove'));
        remove.type = 'button';
        remove.setAttribute('aria-label', t('sports_remove_label', { match: matchName(entry.fixture) }));
        remove.addEventListener('click', () => {
          slip.delete(entry.fixture.id);
          renderSlip();
          renderFixtures();
        });
        item.append(remove);
        return item;
      }),
    );
    const stake = BigInt($('#stake').value || '0');
    $('#sports-slip-total').textContent = entries.length
      ? t('sports_total', {
          count: entries.length,
          amount: formatMoney((stake * BigInt(entries.length)).toString()),
        })
      : '';
    $('#sports-place').disabled = entries.length === 0;
  }

  async function loadFixtures() {
    const value = await api(`/demo/v1/${kind}/fixtures`);
    offset = value.serverTime - Date.now();
    fixtures = value.list;
    // Keep slip entries fresh (odds, status); drop matches that no longer take bets.
    for (const [id, entry] of slip) {
      const fixture = fixtures.find((candidate) => candidate.id === id);
      if (!fixture || !bettable(fixture)) slip.delete(id);
      else slip.set(id, { fixture, pick: entry.pick, odds: oddsOf(fixture, entry.pick) });
    }
    renderFixtures();
    renderSlip();
  }

  async function loadBets() {
    const { list } = await api(`/demo/v1/${kind}/bets`);
    const before = openBets;
    openBets = list.filter((bet) => bet.status === 'OPEN').length;
    $('#sports-mine-empty').hidden = list.length > 0;
    $('#sports-mine').replaceChildren(
      ...list.slice(0, 20).map((bet) => {
        const item = el('li');
        const pick =
          kind === 'esports'
            ? bet.selection === 'HOME'
              ? bet.market.split(' v ')[0]
              : bet.market.split(' v ')[1]
            : t(`sports_pick_${bet.selection}`);
        item.append(
          el(
            'span',
            `${bet.market} · ${pick} @ ${bet.odds} · ${formatMoney(bet.stake)}${bet.result && bet.status === 'SETTLED' ? ` · ${bet.result}` : ''}`,
          ),
        );
        const won = bet.status === 'SETTLED' && BigInt(bet.payout) > 0n;
        item.append(
          el(
            'strong',
            bet.status === 'OPEN'
              ? t('sports_open')
              : bet.status === 'VOID'
                ? t('sports_void')
                : won
                  ? t('sports_won', { amount: formatMoney(bet.payout) })
                  : t('sports_lost'),
            won ? 'won' : '',
          ),
        );
        return item;
      }),
    );
    if (openBets < before) await refreshBalance();
  }

  async function placeSlip(event) {
    event.preventDefault();
    clearError();
    const entries = [...slip.values()];
    if (entries.length === 0) return;
    busy(true);
    try {
      const reply = await play(`/demo/v1/${kind}/slip`, {
        selections: entries.map((entry) => ({
          fixtureId: entry.fixture.id,
          pick: entry.pick,
          odds: entry.odds,
        })),
        stake: $('#stake').value,
      });
      setBalance(reply.balance);
      const last = reply.bets[reply.bets.length - 1];
      const result = $('[data-testid="round-result"]');
      result.replaceChildren(
        el('strong', t('sports_placed', { count: reply.bets.length })),
        el('span', t('sports_round', { id: last.roundId }), 'round-id'),
      );
      slip.clear();
      await loadBets();
    } catch (error) {
      showError(error);
      if (error.code === 'odds_changed' || error.code === 'betting_closed')
        await loadFixtures().catch(() => undefined);
    } finally {
      busy(false);
      renderSlip();
      renderFixtures();
    }
  }

  async function main() {
    try {
      await startGame();
    } catch {
      return;
    }
    // Each match carries its own committed seed; the session seed panel does not apply here.
    const fairness = $('#fairness');
    if (fairness) fairness.hidden = true;
    $('#sports-slip-form').after($('#game-error'), $('[data-testid="round-result"]'));
    translatePage();
    fillStakes(
      $('#stake'),
      { min: '100', max: '1000000', step: '100' },
      [100, 200, 500, 1000, 5000, 10000, 50000, 100000],
    );
    $('#stake').addEventListener('change', renderSlip);
    $('#sports-slip-form').addEventListener('submit', placeSlip);
    busy(true);
    try {
      await loadFixtures();
      await loadBets();
    } catch (error) {
      showError(error);
    } finally {
      busy(false);
      renderSlip();
    }
    let tick = 0;
    setInterval(() => {
      tick += 1;
      for (const fixture of fixtures) {
        const status = document.querySelector(`[data-fixture="${fixture.id}"] .sports-status`);
        if (status) status.textContent = statusText(fixture);
      }
      if (tick % 5 === 0) {
        loadFixtures().catch(() => undefined);
        if (openBets > 0) loadBets().catch(() => undefined);
      }
    }, 1000);
  }

  main();
}
