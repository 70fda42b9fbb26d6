/** English texts of ../privacyMessages.ts. */
import type { AreaTranslation } from '../area';
import type { privacyMessages } from '../privacyMessages';

const messages: AreaTranslation<typeof privacyMessages> = {
  'privacy.title': 'Privacy policy',
  'privacy.updated': 'Last updated: 1 November 2026',
  'privacy.intro':
    'Xinghe TV (“we”) cares about your privacy. This policy explains what we collect when you use our website and apps, how we use and protect it, and your rights.',
  'privacy.collectTitle': '1. What we collect',
  'privacy.collect':
    'Your email address when you sign up and sign in; sign-in times and IP addresses, to protect your account; your watch history, favourites and the sources you add; the plan, amount and payment status of VIP orders (we never keep card numbers or other payment credentials).',
  'privacy.useTitle': '2. How we use it',
  'privacy.use':
    'To play videos and sync your history and favourites; to process VIP orders and points; to prevent abuse and keep accounts safe; and, with your consent, to send service notices. We never sell your personal information.',
  'privacy.storageTitle': '3. Local storage and cookies',
  'privacy.storage':
    'Your browser keeps your sign-in, language choice, search history and recently watched titles, to keep you signed in and improve your experience. You can clear them in your browser at any time.',
  'privacy.shareTitle': '4. Sharing',
  'privacy.share':
    'We share only what is needed to complete a payment (with the payment provider), when the law requires it, or to protect our users; the name and address of a source you share publicly are visible to those who import it.',
  'privacy.securityTitle': '5. Security',
  'privacy.security':
    'Passwords travel encrypted and are stored irreversibly; sign-ins expire, and changing your password signs out your other devices; when our servers check a source they never reach internal addresses.',
  'privacy.rightsTitle': '6. Your rights',
  'privacy.rights':
    'You can see, change or delete your watch history, favourites and sources, change your password, or contact us to close your account.',
  'privacy.contactTitle': '7. Contact us',
  'privacy.contact':
    'If you have any questions about this policy, reach us in the official community or through customer service.',
  'privacy.home': 'Back to home',
};

export default messages;
