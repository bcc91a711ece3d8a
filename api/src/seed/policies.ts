import type { Knex } from 'knex';
import { POLICY_TYPE } from '@atrium/shared/contract';
import type { Language } from '../i18n/language';

interface PolicySeed {
  type: number;
  slug: string;
  texts: Record<Language, { title: string; details: string }>;
}

/** A policy text as the dialog shows it: short sections, each a heading and a paragraph. */
function sections(...parts: [heading: string, text: string][]): string {
  return parts.map(([heading, text]) => `<h3>${heading}</h3><p>${text}</p>`).join('');
}

/** The provider's policies, which every brand shows (spec 1 §3 policies). */
const PROVIDER: PolicySeed[] = [
  {
    type: POLICY_TYPE.privacyPolicy,
    slug: 'privacy-policy',
    texts: {
      en: {
        title: 'Privacy Policy',
        details: sections(
          [
            'What we collect',
            'Your name, e-mail address and the profile details you choose to add, the events you join, and the messages and ratings you send.',
          ],
          [
            'Why we collect it',
            'To sign you in, show you your events, let other attendees find you when you allow it, and tell you about changes to the events you joined.',
          ],
          [
            'Who sees it',
            'The organisers of the events you join and, if your profile is visible, their other attendees. We do not sell your data.',
          ],
          [
            'How long we keep it',
            'As long as your account exists. When you delete your account, your personal data is erased within 30 days.',
          ],
        ),
      },
      tr: {
        title: 'Gizlilik Politikası',
        details: sections(
          [
            'Neleri topluyoruz',
            'Adınız, e-posta adresiniz ve eklemeyi seçtiğiniz profil bilgileri, katıldığınız etkinlikler, gönderdiğiniz mesajlar ve değerlendirmeler.',
          ],
          [
            'Neden topluyoruz',
            'Giriş yapmanızı sağlamak, etkinliklerinizi göstermek, izin verdiğinizde diğer katılımcıların sizi bulmasını sağlamak ve katıldığınız etkinliklerdeki değişiklikleri size bildirmek için.',
          ],
          [
            'Kimler görür',
            'Katıldığınız etkinliklerin organizatörleri ve profiliniz görünürse o etkinliklerin diğer katılımcıları. Verilerinizi satmayız.',
          ],
          [
            'Ne kadar saklarız',
            'Hesabınız var olduğu sürece. Hesabınızı sildiğinizde kişisel verileriniz 30 gün içinde silinir.',
          ],
        ),
      },
    },
  },
  {
    type: POLICY_TYPE.termsOfUse,
    slug: 'terms-of-use',
    texts: {
      en: {
        title: 'Terms of Use',
        details: sections(
          [
            'Your account',
            'You are responsible for what is done with your account. Keep your password to yourself and tell us if you think someone else has used it.',
          ],
          [
            'Taking part',
            'Be respectful to other attendees, speakers and organisers. Do not post anything unlawful, misleading or that you have no right to share.',
          ],
          [
            'Events',
            'Each event is run by its organiser, who decides its program, registrations and rules. Sessions may change or be cancelled.',
          ],
          ['Ending', 'You can delete your account at any time. We may suspend an account that breaks these terms.'],
        ),
      },
      tr: {
        title: 'Kullanım Koşulları',
        details: sections(
          [
            'Hesabınız',
            'Hesabınızla yapılanlardan siz sorumlusunuz. Şifrenizi kimseyle paylaşmayın ve başkasının kullandığını düşünürseniz bize bildirin.',
          ],
          [
            'Katılım',
            'Diğer katılımcılara, konuşmacılara ve organizatörlere saygılı olun. Hukuka aykırı, yanıltıcı ya da paylaşma hakkınız olmayan hiçbir şey paylaşmayın.',
          ],
          [
            'Etkinlikler',
            'Her etkinliği kendi organizatörü yürütür; programına, kayıtlarına ve kurallarına o karar verir. Oturumlar değişebilir ya da iptal edilebilir.',
          ],
          [
            'Sona erme',
            'Hesabınızı istediğiniz zaman silebilirsiniz. Bu koşulları çiğneyen bir hesabı askıya alabiliriz.',
          ],
        ),
      },
    },
  },
  {
    type: POLICY_TYPE.dataProtection,
    slug: 'data-protection-policy',
    texts: {
      en: {
        title: 'Data Protection Policy',
        details: sections(
          [
            'Your rights',
            'You may ask what personal data we hold about you, have it corrected or erased, object to its use, and receive a copy of it.',
          ],
          [
            'How to use them',
            'Write to privacy@atrium.example from the e-mail address of your account. We answer within 30 days.',
          ],
          [
            'How we protect your data',
            'Passwords are stored only as salted hashes, connections are encrypted, and only the staff who need it can reach your data.',
          ],
        ),
      },
      tr: {
        title: 'Kişisel Verilerin Korunması Politikası',
        details: sections(
          [
            'Haklarınız',
            'Hakkınızda hangi kişisel verileri tuttuğumuzu sorabilir, düzeltilmesini ya da silinmesini isteyebilir, kullanılmasına itiraz edebilir ve bir kopyasını alabilirsiniz.',
          ],
          [
            'Nasıl kullanırsınız',
            'Hesabınızın e-posta adresinden privacy@atrium.example adresine yazın. 30 gün içinde yanıt veririz.',
          ],
          [
            'Verilerinizi nasıl koruyoruz',
            'Şifreler yalnızca tuzlanmış özetler olarak saklanır, bağlantılar şifrelidir ve verilerinize yalnızca ihtiyacı olan çalışanlar erişebilir.',
          ],
        ),
      },
    },
  },
];

/** ACME's own policies, shown beside the provider's (spec 1 §3 holaconPolicies). */
const ACME: PolicySeed[] = [
  {
    type: POLICY_TYPE.termsOfUse,
    slug: 'acme-participation-terms',
    texts: {
      en: {
        title: 'ACME Participation Terms',
        details: sections(
          [
            'Tickets',
            'A ticket or activation code is personal. ACME may ask for an identity document at the entrance of an in-person event.',
          ],
          [
            'Recordings',
            'Sessions may be filmed and streamed. By taking part in a session you agree that you may appear in its recording.',
          ],
          [
            'Changes',
            'ACME may change the program, the venue or the date of an event and tells registered attendees as soon as it can.',
          ],
        ),
      },
      tr: {
        title: 'ACME Katılım Koşulları',
        details: sections(
          [
            'Biletler',
            'Bilet ya da aktivasyon kodu kişiseldir. ACME, yüz yüze bir etkinliğin girişinde kimlik belgesi isteyebilir.',
          ],
          [
            'Kayıtlar',
            'Oturumlar kaydedilip yayınlanabilir. Bir oturuma katılarak kaydında görünebileceğinizi kabul edersiniz.',
          ],
          [
            'Değişiklikler',
            'ACME bir etkinliğin programını, yerini ya da tarihini değiştirebilir ve kayıtlı katılımcılara en kısa sürede bildirir.',
          ],
        ),
      },
    },
  },
  {
    type: POLICY_TYPE.privacyPolicy,
    slug: 'acme-privacy-notice',
    texts: {
      en: {
        title: 'ACME Privacy Notice',
        details: sections(
          [
            'What ACME receives',
            'Your name, e-mail address and the answers you give on ACME registration forms, for the events of ACME you join.',
          ],
          [
            'What ACME does with it',
            'ACME uses it to run its events, to send you news of them and, with your consent, offers from its sponsors.',
          ],
          ['Questions', 'Write to privacy@acme.example to see, correct or erase what ACME holds about you.'],
        ),
      },
      tr: {
        title: 'ACME Gizlilik Bildirimi',
        details: sections(
          [
            'ACME neleri alır',
            'Katıldığınız ACME etkinlikleri için adınız, e-posta adresiniz ve ACME kayıt formlarında verdiğiniz yanıtlar.',
          ],
          [
            'ACME bunlarla ne yapar',
            'ACME bunları etkinliklerini yürütmek, size etkinlik haberleri göndermek ve izninizle sponsorlarının tekliflerini iletmek için kullanır.',
          ],
          [
            'Sorular',
            'ACME’nin hakkınızda tuttuklarını görmek, düzeltmek ya da silmek için privacy@acme.example adresine yazın.',
          ],
        ),
      },
    },
  },
];

/** Writes the demo brands' policies, each with its title and text in both interface languages. */
export async function seedPolicies(trx: Knex, brands: { demo: string; acme: string }): Promise<void> {
  const lists: [applicationId: string, kind: string, policies: PolicySeed[]][] = [
    [brands.demo, 'provider', PROVIDER],
    [brands.acme, 'provider', PROVIDER],
    [brands.acme, 'whitelabel', ACME],
  ];
  for (const [applicationId, kind, policies] of lists) {
    for (const { type, slug, texts } of policies) {
      const [{ id }] = await trx('policies').insert({ application_id: applicationId, kind, type, slug }, ['id']);
      await trx('policy_texts').insert(
        Object.entries(texts).map(([language, text]) => ({ policy_id: id, language, ...text })),
      );
    }
  }
}
