import type { refusals as en } from '../en/refusals';
import type { AreaMessages } from '../en/index';

export const refusals: AreaMessages<typeof en> = {
  err_user_or_email_not_found: 'ユーザー名またはメールアドレスが存在しません。',
  err_invalid_url: '無効な URL です。',
  err_region_restricted: 'お客様の地域または IP アドレスからのアクセスは制限されています。',
  err_complete_verification: '先に認証を完了してください。',
  err_non_member_login: '会員アカウントではないため、ここではログインできません。',
  err_non_agent_login: '代理アカウントではないため、ここではログインできません。',
  err_correct_information: '正しい情報または携帯電話番号を入力してください。',
  err_not_logged_in: 'ログインしていません。ログインしてください。',
  err_validation_failed: '一部の入力内容が正しくありません。表示された項目をご確認ください。',
  err_encryption_required:
    'このリクエストは安全に送信する必要があります。ページを再読み込みしてもう一度お試しください。',
  err_decryption_failed: '安全な接続に失敗しました。ページを再読み込みしてもう一度お試しください。',
  err_invalid_credentials: 'ユーザー名またはパスワードが正しくありません。',
  err_captcha_required: '画像に表示された認証コードを入力してください。',
  err_captcha_invalid: '認証コードが正しくありません。新しい画像でもう一度お試しください。',
  err_forbidden: 'この操作は許可されていません。',
  err_password_change_required: '続行する前にパスワードを変更してください。',
  err_not_found: 'お探しのものが見つかりませんでした。',
  origin_invalid:
    'https://brand.example のような Web オリジンを入力してください（http は localhost のみ）。ポートの後には何も付けないでください。',
  err_unknown_merchant:
    'このサイトではそのブランドを利用できません。アドレスを確認するか、サポートにお問い合わせください。',
  err_username_taken: 'このユーザー名はすでに使われています。',
  err_mobile_taken: 'この携帯電話番号はすでに登録されています。',
  err_account_disabled: 'このアカウントは無効になっています。カスタマーサービスにお問い合わせください。',
  err_payload_too_large: '送信内容が大きすぎます。',
  err_unsupported_media_type: 'この種類のファイルやデータは受け付けていません。',
  password_weak: 'このパスワードは推測されやすいため、別のものを選んでください。',
  password_username: 'パスワードにユーザー名を含めることはできません。',
  err_bonus_turnover_pending:
    '出金の前にボーナスの賭け条件を満たす必要があります。残りはボーナス詳細で確認するか、そこでボーナスを放棄してください。',
  err_bonus_not_active: 'このボーナスはすでに有効ではありません。',
  err_mission_not_complete: 'このミッションのタスクをすべて達成してから報酬を受け取ってください。',
  err_mission_already_claimed: 'この期間のミッション報酬はすでに受け取り済みです。',
  err_cashback_nothing_to_claim: '現在受け取れるキャッシュバックはありません。',
  err_promotion_not_open: 'このキャンペーンは現在受け付けていません。',
  err_promotion_not_eligible: 'このキャンペーンはお客様のアカウントではご利用いただけません。',
  err_promotion_already_joined: 'このキャンペーンにはすでに参加しています。',
  err_promotion_nothing_to_claim: 'このキャンペーンで受け取れる報酬はまだありません。',
  err_promotion_already_drawn: 'この抽選はすでに実施されました。',
  err_vip_withdrawal_limit:
    'この出金はVIPランクの1日あたりの出金上限を超えます。金額を減らすか、明日出金してください。',
  err_vip_rank_invalid: 'このVIPランクの設定は無効です。',
  err_points_insufficient: 'ポイント残高が足りません。',
  err_goods_unavailable: 'この商品はその数量ではもう交換できません。',
  err_goods_requirement_not_met: 'この商品には最近の有効ベットが足りません。',
  err_delivery_required: 'この商品の受取人名、電話番号、住所を入力してください。',
  err_points_convert_invalid: 'このポイント数は交換できません。最小数と単位を確認してください。',
  // Brand configuration (PUT /wps/admin/setting/brand).
  brand_default_language_not_offered: '既定の言語は、ブランドが提供する言語のいずれかである必要があります。',
  // Vendor and game names per language (/wps/admin/vendors|games/:code/names/:language).
  language_not_offered: 'このブランドはこの言語を提供していません。',
  english_name_required: '英語名は削除できません。ほかのすべての言語の代わりに使われます。変更してください。',
  // Avatar upload
  err_avatar_invalid: '2 MB 以下の PNG または JPG 画像を選んでください。',
  // Back-office member calls (/wps/admin/members/:username/...).
  err_member_already_locked: 'この会員はすでにロックされています。',
  err_member_not_locked: 'この会員はロックされていません。',
  err_member_session_not_found: 'このセッションはすでに終了しています。',
  err_member_label_unknown: '存在しないラベルが含まれています。ブランドのラベルから選んでください。',
  err_member_no_contact: '新しいパスワードを送るメールアドレスまたは携帯番号がこの会員にはありません。',
  // Player protection: limits and breaks (value.details.key names the text, params fill it).
  err_limit_reached: 'ご自身で設定した上限に達しました。期間が新しくなると再開できます。',
  err_limit_change_not_due: 'この変更はまだクーリングオフ期間中です。期間が過ぎたら確定できます。',
  err_limit_no_change: 'この上限はすでにその金額に設定されています。',
  err_excluded: 'ご自身で選んだ休止期間中です。終了するまでプレイや入金はできませんが、出金はできます。',
  err_already_excluded: 'このアカウントはすでに休止期間中です。',
  err_under_age: 'アカウントを開設するには法定の最低年齢に達している必要があります。',
  limit_refusal_deposit_day: '1日の入金上限に達しました。{{resetsAt}} から再び入金できます。',
  limit_refusal_deposit_week: '1週間の入金上限に達しました。{{resetsAt}} から再び入金できます。',
  limit_refusal_deposit_month: '1か月の入金上限に達しました。{{resetsAt}} から再び入金できます。',
  limit_refusal_loss_day: '1日の損失上限に達しました。{{resetsAt}} から再びプレイできます。',
  limit_refusal_loss_week: '1週間の損失上限に達しました。{{resetsAt}} から再びプレイできます。',
  limit_refusal_loss_month: '1か月の損失上限に達しました。{{resetsAt}} から再びプレイできます。',
  limit_refusal_wager_day: '1日のベット上限に達しました。{{resetsAt}} から再びベットできます。',
  limit_refusal_wager_week: '1週間のベット上限に達しました。{{resetsAt}} から再びベットできます。',
  limit_refusal_wager_month: '1か月のベット上限に達しました。{{resetsAt}} から再びベットできます。',
  limit_pass_deposit_day:
    'この入金は1日の入金上限を超えます。少ない金額で入金するか、{{resetsAt}} 以降にこの金額を入金してください。',
  limit_pass_deposit_week:
    'この入金は1週間の入金上限を超えます。少ない金額で入金するか、{{resetsAt}} 以降にこの金額を入金してください。',
  limit_pass_deposit_month:
    'この入金は1か月の入金上限を超えます。少ない金額で入金するか、{{resetsAt}} 以降にこの金額を入金してください。',
  limit_pass_loss_day:
    'このベットは1日の損失上限を超えるおそれがあります。ベット額を下げるか、{{resetsAt}} 以降にプレイしてください。',
  limit_pass_loss_week:
    'このベットは1週間の損失上限を超えるおそれがあります。ベット額を下げるか、{{resetsAt}} 以降にプレイしてください。',
  limit_pass_loss_month:
    'このベットは1か月の損失上限を超えるおそれがあります。ベット額を下げるか、{{resetsAt}} 以降にプレイしてください。',
  limit_pass_wager_day:
    'このベットは1日のベット上限を超えます。ベット額を下げるか、{{resetsAt}} 以降にベットしてください。',
  limit_pass_wager_week:
    'このベットは1週間のベット上限を超えます。ベット額を下げるか、{{resetsAt}} 以降にベットしてください。',
  limit_pass_wager_month:
    'このベットは1か月のベット上限を超えます。ベット額を下げるか、{{resetsAt}} 以降にベットしてください。',
  limit_refusal_session:
    'セッション時間の上限として設定した {{minutes}} 分に達しました。ひと休みしましょう。次回ログインすると新しいセッションが始まります。',
  exclusion_refusal_time_out:
    '{{endsAt}} までタイムアウト中です。その後は再びプレイと入金ができます。出金は引き続きできます。',
  exclusion_refusal_self_exclusion:
    '{{endsAt}} まで自己排除中です。それまではプレイも入金もできません。出金はできます。',
  exclusion_refusal_permanent: '無期限の自己排除中です。プレイも入金もできません。出金はできます。',
  limit_change_not_due_until: 'この変更はまだクーリングオフ期間中です。{{effectiveAt}} から確定できます。',
  protection_period_invalid: 'セッション制限はセッションごと、その他の制限は日・週・月ごとに設定します。',
  protection_session_minutes: 'セッション制限は {{min}}〜{{max}} 分で選んでください。',
  protection_reality_check_minutes: 'リマインダーの間隔は {{min}}〜{{max}} 分で選んでください。',
  protection_reality_check_bounds: '既定のリマインダー間隔は {{min}}〜{{max}} 分の範囲にしてください。',
  // Player protection: the affordability check (value.details: netDeposits, amount, threshold in minor units, days).
  err_affordability_check: 'さらに入金する前に、その入金額を無理なく負担できることをご確認ください。',
  affordability_refusal:
    '過去 {{days}} 日間の入金額が、すべてのプレイヤーに負担能力の確認をお願いしている金額に達しました。さらに入金する前にご確認ください。',
};
