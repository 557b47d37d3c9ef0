import type { ContentLanguage } from '../../core/language';
import type { ChannelTexts } from './tables';

type PerLanguage<T> = Record<ContentLanguage, T>;

const names: Record<string, PerLanguage<string>> = {
  BANK: {
    en: 'Bank transfer',
    cn: '银行转账',
    ja: '銀行振込',
    ko: '은행 송금',
    th: 'โอนผ่านธนาคาร',
    vi: 'Chuyển khoản ngân hàng',
  },
  EWALLET: {
    en: 'E-wallet',
    cn: '电子钱包',
    ja: '電子ウォレット',
    ko: '전자지갑',
    th: 'อีวอลเล็ท',
    vi: 'Ví điện tử',
  },
  QR: {
    en: 'QR payment',
    cn: '扫码支付',
    ja: 'QRコード決済',
    ko: 'QR 결제',
    th: 'ชำระด้วย QR',
    vi: 'Thanh toán QR',
  },
};

const instructions: Record<string, PerLanguage<string>> = {
  BANK: {
    en: 'Transfer the exact amount to the account shown after you submit, with your deposit reference as the note. Credited after the cashier confirms it.',
    cn: '提交后，请向显示的账户转入准确金额，并在备注中填写您的存款参考号。出纳确认后即到账。',
    ja: '申請後に表示される口座へ正確な金額を振り込み、メモ欄に入金参照番号を記入してください。出納担当が確認すると反映されます。',
    ko: '신청 후 표시되는 계좌로 정확한 금액을 송금하고 메모란에 입금 참조 번호를 적어 주세요. 출납 담당자가 확인하면 입금됩니다.',
    th: 'หลังส่งคำขอ ให้โอนยอดเงินที่ตรงกันไปยังบัญชีที่แสดง และใส่หมายเลขอ้างอิงการฝากในหมายเหตุ ยอดจะเข้าเมื่อแคชเชียร์ยืนยัน',
    vi: 'Sau khi gửi yêu cầu, hãy chuyển đúng số tiền vào tài khoản hiển thị và ghi mã tham chiếu nạp tiền vào nội dung. Tiền được cộng sau khi thu ngân xác nhận.',
  },
  EWALLET: {
    en: 'Open your e-wallet app, scan the code shown after you submit and pay the exact amount.',
    cn: '打开您的电子钱包应用，扫描提交后显示的二维码并支付准确金额。',
    ja: '電子ウォレットのアプリを開き、申請後に表示されるコードを読み取って正確な金額を支払ってください。',
    ko: '전자지갑 앱을 열고 신청 후 표시되는 코드를 스캔하여 정확한 금액을 결제하세요.',
    th: 'เปิดแอปอีวอลเล็ท สแกนโค้ดที่แสดงหลังส่งคำขอ แล้วชำระยอดเงินให้ตรงกัน',
    vi: 'Mở ứng dụng ví điện tử, quét mã hiển thị sau khi gửi yêu cầu và thanh toán đúng số tiền.',
  },
  QR: {
    en: 'Scan the QR code with any banking app within 15 minutes and keep the receipt.',
    cn: '请在15分钟内用任意银行应用扫描二维码，并保留付款凭证。',
    ja: '15分以内に銀行アプリでQRコードを読み取り、控えを保管してください。',
    ko: '15분 이내에 은행 앱으로 QR 코드를 스캔하고 영수증을 보관하세요.',
    th: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารใดก็ได้ภายใน 15 นาที และเก็บสลิปไว้',
    vi: 'Quét mã QR bằng bất kỳ ứng dụng ngân hàng nào trong vòng 15 phút và giữ lại biên lai.',
  },
};

const submitStep: PerLanguage<(name: string) => string> = {
  en: (name) => `Choose ${name}, enter the amount and submit the request.`,
  cn: (name) => `选择「${name}」，输入金额并提交申请。`,
  ja: (name) => `「${name}」を選び、金額を入力して申請してください。`,
  ko: (name) => `'${name}'을(를) 선택하고 금액을 입력한 뒤 신청하세요.`,
  th: (name) => `เลือก "${name}" ใส่จำนวนเงิน แล้วส่งคำขอ`,
  vi: (name) => `Chọn "${name}", nhập số tiền và gửi yêu cầu.`,
};

const confirmStep: PerLanguage<string> = {
  en: 'Your balance is credited once the cashier confirms the payment; the request shows in your deposit history.',
  cn: '出纳确认付款后即到账，该申请会显示在您的存款记录中。',
  ja: '出納担当が入金を確認すると残高に反映されます。申請は入金履歴に表示されます。',
  ko: '출납 담당자가 결제를 확인하면 잔액에 반영되며, 신청 내역은 입금 기록에 표시됩니다.',
  th: 'ยอดเงินจะเข้าบัญชีเมื่อแคชเชียร์ยืนยันการชำระ และคำขอจะแสดงในประวัติการฝาก',
  vi: 'Số dư được cộng khi thu ngân xác nhận thanh toán; yêu cầu hiển thị trong lịch sử nạp tiền.',
};

/** The middle steps of each channel: [picture, text per language]. */
const middleSteps: Record<string, Array<[string, PerLanguage<string>]>> = {
  BANK: [
    [
      'bank-app',
      {
        en: 'Open your bank app or internet banking and start a transfer to the account shown.',
        cn: '打开您的手机银行或网上银行，向显示的账户发起转账。',
        ja: 'ご利用の銀行アプリまたはネットバンキングを開き、表示された口座への振込を始めてください。',
        ko: '은행 앱이나 인터넷 뱅킹을 열고 표시된 계좌로 송금을 시작하세요.',
        th: 'เปิดแอปธนาคารหรืออินเทอร์เน็ตแบงกิ้ง แล้วเริ่มโอนไปยังบัญชีที่แสดง',
        vi: 'Mở ứng dụng ngân hàng hoặc ngân hàng trực tuyến và bắt đầu chuyển khoản đến tài khoản hiển thị.',
      },
    ],
    [
      'reference',
      {
        en: 'Transfer the exact amount and write your deposit reference in the note.',
        cn: '转入准确金额，并在备注中填写您的存款参考号。',
        ja: '正確な金額を振り込み、メモ欄に入金参照番号を記入してください。',
        ko: '정확한 금액을 송금하고 메모란에 입금 참조 번호를 적으세요.',
        th: 'โอนยอดเงินให้ตรงกัน และใส่หมายเลขอ้างอิงการฝากในหมายเหตุ',
        vi: 'Chuyển đúng số tiền và ghi mã tham chiếu nạp tiền vào nội dung chuyển khoản.',
      },
    ],
  ],
  EWALLET: [
    [
      'ewallet-app',
      {
        en: 'Open your e-wallet app and choose to pay or scan.',
        cn: '打开您的电子钱包应用，选择付款或扫一扫。',
        ja: '電子ウォレットのアプリを開き、支払いまたはスキャンを選んでください。',
        ko: '전자지갑 앱을 열고 결제 또는 스캔을 선택하세요.',
        th: 'เปิดแอปอีวอลเล็ท แล้วเลือกชำระเงินหรือสแกน',
        vi: 'Mở ứng dụng ví điện tử và chọn thanh toán hoặc quét mã.',
      },
    ],
    [
      'scan',
      {
        en: 'Scan the code shown, or send to the e-wallet ID, and pay the exact amount.',
        cn: '扫描显示的二维码或转账至电子钱包账号，并支付准确金额。',
        ja: '表示されたコードを読み取るか電子ウォレットIDに送金し、正確な金額を支払ってください。',
        ko: '표시된 코드를 스캔하거나 전자지갑 ID로 보내 정확한 금액을 결제하세요.',
        th: 'สแกนโค้ดที่แสดง หรือโอนไปยังไอดีอีวอลเล็ท และชำระยอดเงินให้ตรงกัน',
        vi: 'Quét mã hiển thị hoặc chuyển đến ID ví điện tử và thanh toán đúng số tiền.',
      },
    ],
  ],
  QR: [
    [
      'scan',
      {
        en: 'Scan the QR code with any banking app within 15 minutes.',
        cn: '请在15分钟内用任意银行应用扫描二维码。',
        ja: '15分以内に銀行アプリでQRコードを読み取ってください。',
        ko: '15분 이내에 은행 앱으로 QR 코드를 스캔하세요.',
        th: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารใดก็ได้ภายใน 15 นาที',
        vi: 'Quét mã QR bằng bất kỳ ứng dụng ngân hàng nào trong vòng 15 phút.',
      },
    ],
    [
      'receipt',
      {
        en: 'Pay the exact amount and keep the receipt.',
        cn: '支付准确金额并保留付款凭证。',
        ja: '正確な金額を支払い、控えを保管してください。',
        ko: '정확한 금액을 결제하고 영수증을 보관하세요.',
        th: 'ชำระยอดเงินให้ตรงกันและเก็บสลิปไว้',
        vi: 'Thanh toán đúng số tiền và giữ lại biên lai.',
      },
    ],
  ],
};

/** The seeded texts of a demo channel in the six languages, or null for a channel code it does not know. */
export function demoChannelTexts(code: string): Record<ContentLanguage, ChannelTexts> | null {
  const name = names[code];
  const tutorial = instructions[code];
  const middle = middleSteps[code];
  if (!name || !tutorial || !middle) return null;
  const languages = Object.keys(name) as ContentLanguage[];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      {
        name: name[language],
        tutorial: tutorial[language],
        steps: [
          { image: 'submit', text: submitStep[language](name[language]) },
          ...middle.map(([image, text]) => ({ image, text: text[language] })),
          { image: 'confirm', text: confirmStep[language] },
        ],
      },
    ]),
  ) as Record<ContentLanguage, ChannelTexts>;
}
