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
