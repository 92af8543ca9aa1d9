import type { users } from '../../db/schema';
import type { IdentityContext } from './identity.context';

type User = typeof users.$inferSelect;

/** The e-mails identity sends, in the user's language. */
const texts = {
  ro: {
    twoFaSubject: 'Codul de autentificare',
    twoFa: (code: string, minutes: number) =>
      `Codul dumneavoastră de autentificare este ${code}. Este valabil ${minutes} minute.`,
    resetSubject: 'Resetarea parolei',
    reset: (code: string, minutes: number) =>
      `Codul pentru resetarea parolei este ${code}. Este valabil ${minutes} minute. Dacă nu ați cerut resetarea, ignorați acest mesaj.`,
    inviteSubject: 'Invitație în Registrul Cancerului Pediatric',
    attackSubject: 'Încercări de autentificare eșuate în contul dumneavoastră',
    attack: (name: string, failures: number, link: string) =>
      `Bună ziua, ${name},\n\nAm refuzat ${failures} încercări de autentificare cu o parolă greșită în contul dumneavoastră din Registrul Cancerului Pediatric, în ultimele 24 de ore. Încercările repetate sunt încetinite, nu blocate: dumneavoastră vă puteți autentifica în continuare.\n\nDacă ați fost dumneavoastră, nu trebuie să faceți nimic. Dacă nu, cineva încearcă să vă ghicească parola: alegeți o parolă nouă cu „Ați uitat parola?” pe ${link} — resetarea ridică și întârzierile puse contului.\n\nNu vă vom mai scrie despre aceste încercări timp de 24 de ore.`,
    invite: (name: string, link: string, days: number) =>
      `Bună ziua, ${name},\n\nAți fost invitat(ă) în Registrul Cancerului Pediatric. Confirmați contul și alegeți o parolă aici:\n${link}\n\nLinkul este valabil ${days} zile.`,
  },
  en: {
    twoFaSubject: 'Your sign-in code',
    twoFa: (code: string, minutes: number) =>
      `Your sign-in code is ${code}. It is valid for ${minutes} minutes.`,
    resetSubject: 'Password reset',
    reset: (code: string, minutes: number) =>
      `Your password reset code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    inviteSubject: 'Invitation to the Paediatric Cancer Registry',
    attackSubject: 'Failed sign-in attempts on your account',
    attack: (name: string, failures: number, link: string) =>
      `Hello ${name},\n\nWe refused ${failures} sign-in attempts with a wrong password on your account in the Paediatric Cancer Registry in the last 24 hours. Repeated attempts are slowed down, not blocked: you can still sign in.\n\nIf it was you, there is nothing to do. If not, someone is trying to guess your password: choose a new one with "Forgot your password?" at ${link} — the reset also lifts the delays on your account.\n\nWe will not write about these attempts again for 24 hours.`,
    invite: (name: string, link: string, days: number) =>
      `Hello ${name},\n\nYou have been invited to the Paediatric Cancer Registry. Confirm your account and choose a password here:\n${link}\n\nThe link is valid for ${days} days.`,
  },
};
const textsFor = (user: User) => (user.languageId === 2 ? texts.en : texts.ro);

export async function mailTwoFaCode(ctx: IdentityContext, user: User, code: string) {
  const t = textsFor(user);
  await ctx.mailer.send({
    to: user.email,
    subject: t.twoFaSubject,
    text: t.twoFa(code, ctx.config.codeTtlMinutes),
  });
}

export async function mailResetCode(ctx: IdentityContext, user: User, code: string) {
  const t = textsFor(user);
  await ctx.mailer.send({
    to: user.email,
    subject: t.resetSubject,
    text: t.reset(code, ctx.config.codeTtlMinutes),
  });
}

/** Once per observation window, when an address collects LOGIN_MAX_FAILURES failures (issue 17 item 4). */
export async function mailAttackWarning(ctx: IdentityContext, user: User, failures: number) {
  const t = textsFor(user);
  await ctx.mailer.send({
    to: user.email,
    subject: t.attackSubject,
    text: t.attack(`${user.firstName} ${user.lastName}`, failures, `${ctx.config.publicUrl}/login`),
  });
}

export function invitationLink(ctx: IdentityContext, email: string, token: string) {
  return `${ctx.config.publicUrl}/login?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export async function mailInvitation(ctx: IdentityContext, user: User, token: string) {
  const t = textsFor(user);
  const link = invitationLink(ctx, user.email, token);
  await ctx.mailer.send({
    to: user.email,
    subject: t.inviteSubject,
    text: t.invite(`${user.firstName} ${user.lastName}`, link, ctx.config.invitationTtlDays),
  });
}
