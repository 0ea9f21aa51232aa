import type { Notification } from '@elearn/contracts';

export type PushLang = 'en' | 'ar' | 'fr' | 'de';

interface PushStrings {
  /** The notification's title: the site's name, as the header shows it. */
  title: string;
  /** Said for an unknown template (the bell's `notifications.fallback`). */
  fallback: string;
  /** Said for a missing actor (the bell's `notifications.someone`). */
  someone: string;
  /** The bell's templates by their i18n key (`notificationEvent.template`). */
  templates: Record<string, string>;
}

/*
 * The texts of the notification templates the server sends, in each language: the same
 * words as mf-header's bell (src/locales/alerts/*.ts), which the service worker cannot
 * load. test/push-texts.test.ts fails when the two drift apart.
 */
const STRINGS: Record<PushLang, PushStrings> = {
  en: {
    title: 'Elearn',
    fallback: 'You have a new notification',
    someone: 'Someone',
    templates: {
      'notifications.ticket.opened': '{{actor}} opened a support ticket: {{subject}}',
      'notifications.ticket.replied': '{{actor}} wrote on the ticket: {{subject}}',
      'notifications.ticket.answered': 'Support answered your ticket: {{subject}}',
      'notifications.ticket.closed': 'The ticket was closed: {{subject}}',
      'notifications.essayMarked': 'Your essay in {{exam}} was marked: {{score}}%.',
      'notifications.rankReward': 'You placed #{{rank}} in the {{year}} ranking and won {{name}}!',
      'notifications.learningTime': 'It is time to study {{course}}.',
      'notifications.lessonsBuilt': 'The lessons of {{course}} are ready.',
      'notifications.payment.paid': 'Your payment for {{item}} was successful.',
      'notifications.payment.refunded':
        'Your payment for {{item}} was refunded and your access to it has ended.',
      'notifications.payment.voided':
        'Your payment for {{item}} was cancelled and your access to it has ended.',
      'notifications.forum.comment': '{{actor}} commented on your post',
      'notifications.forum.reply': '{{actor}} replied to a comment on your post',
    },
  },
  ar: {
    title: 'Elearn',
    fallback: 'لديك إشعار جديد',
    someone: 'أحدهم',
    templates: {
      'notifications.ticket.opened': 'فتح {{actor}} تذكرة دعم: {{subject}}',
      'notifications.ticket.replied': 'كتب {{actor}} في التذكرة: {{subject}}',
      'notifications.ticket.answered': 'رد الدعم على تذكرتك: {{subject}}',
      'notifications.ticket.closed': 'أُغلقت التذكرة: {{subject}}',
      'notifications.essayMarked': 'تم تقدير مقالك في {{exam}}: {{score}}٪.',
      'notifications.rankReward': 'حصلت على المركز {{rank}} في ترتيب عام {{year}} وفزت بجائزة {{name}}!',
      'notifications.learningTime': 'حان وقت دراسة {{course}}.',
      'notifications.lessonsBuilt': 'دروس {{course}} جاهزة.',
      'notifications.payment.paid': 'تمت عملية الدفع مقابل {{item}} بنجاح.',
      'notifications.payment.refunded': 'تم استرداد دفعتك مقابل {{item}} وانتهى وصولك إليه.',
      'notifications.payment.voided': 'تم إلغاء دفعتك مقابل {{item}} وانتهى وصولك إليه.',
      'notifications.forum.comment': 'علّق {{actor}} على منشورك',
      'notifications.forum.reply': 'ردّ {{actor}} على تعليق في منشورك',
    },
  },
  fr: {
    title: 'Elearn',
    fallback: 'Vous avez une nouvelle notification',
    someone: "Quelqu'un",
    templates: {
      'notifications.ticket.opened': '{{actor}} a ouvert un ticket de support : {{subject}}',
      'notifications.ticket.replied': '{{actor}} a écrit sur le ticket : {{subject}}',
      'notifications.ticket.answered': 'Le support a répondu à votre ticket : {{subject}}',
      'notifications.ticket.closed': 'Le ticket a été fermé : {{subject}}',
      'notifications.essayMarked': 'Votre rédaction dans {{exam}} a été notée : {{score}} %.',
      'notifications.rankReward':
        'Classement {{year}} : vous êtes à la place n° {{rank}} et remportez {{name}} !',
      'notifications.learningTime': "C'est l'heure d'étudier {{course}}.",
      'notifications.lessonsBuilt': 'Les leçons de {{course}} sont prêtes.',
      'notifications.payment.paid': 'Votre paiement pour {{item}} a réussi.',
      'notifications.payment.refunded':
        'Votre paiement pour {{item}} a été remboursé et votre accès a pris fin.',
      'notifications.payment.voided': 'Votre paiement pour {{item}} a été annulé et votre accès a pris fin.',
      'notifications.forum.comment': '{{actor}} a commenté votre publication',
      'notifications.forum.reply': '{{actor}} a répondu à un commentaire de votre publication',
    },
  },
  de: {
    title: 'Elearn',
    fallback: 'Du hast eine neue Benachrichtigung',
    someone: 'Jemand',
    templates: {
      'notifications.ticket.opened': '{{actor}} hat ein Support-Ticket eröffnet: {{subject}}',
      'notifications.ticket.replied': '{{actor}} hat im Ticket geschrieben: {{subject}}',
      'notifications.ticket.answered': 'Der Support hat Ihr Ticket beantwortet: {{subject}}',
      'notifications.ticket.closed': 'Das Ticket wurde geschlossen: {{subject}}',
      'notifications.essayMarked': 'Dein Aufsatz in {{exam}} wurde bewertet: {{score}} %.',
      'notifications.rankReward':
        'Jahresrangliste {{year}}: Du bist auf Platz {{rank}} und gewinnst {{name}}!',
      'notifications.learningTime': 'Zeit zum Lernen: {{course}}.',
      'notifications.lessonsBuilt': 'Die Lektionen von {{course}} sind fertig.',
      'notifications.payment.paid': 'Ihre Zahlung für {{item}} war erfolgreich.',
      'notifications.payment.refunded':
        'Ihre Zahlung für {{item}} wurde erstattet und Ihr Zugang dazu ist beendet.',
      'notifications.payment.voided':
        'Ihre Zahlung für {{item}} wurde storniert und Ihr Zugang dazu ist beendet.',
      'notifications.forum.comment': '{{actor}} hat deinen Beitrag kommentiert',
      'notifications.forum.reply': '{{actor}} hat auf einen Kommentar zu deinem Beitrag geantwortet',
    },
  },
};

/** Every language's strings, for the drift test. */
export const PUSH_STRINGS = STRINGS;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const isLang = (lang: string | null | undefined): lang is PushLang => !!lang && lang in STRINGS;

/** What the service worker shows (static/push-sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-origin path to open on a click, under the language. */
  url: string;
  /** Notifications with one tag replace each other (the same thread, or the same notification twice). */
  tag: string;
  lang: PushLang;
  dir: 'ltr' | 'rtl';
}

/**
 * The push of a notification in `lang` (English when unknown): the bell's text with the
 * attributes filled in as the bell does (a missing actor is "someone", others "…"), and
 * the notification's link, or the dashboard, under the language.
 */
export function pushMessageOf(notification: Notification, lang: string | null | undefined): PushMessage {
  const language: PushLang = isLang(lang) ? lang : 'en';
  const strings = STRINGS[language];
  const template = strings.templates[notification.notificationEvent.template];
  const body =
    template === undefined
      ? strings.fallback
      : template.replace(PLACEHOLDER, (_, name: string) => {
          const value = notification.attributes[name]?.trim();
          return value || (name === 'actor' ? strings.someone : '…');
        });
  const link = notification.attributes.link;
  // A site path only: never another origin (`//host`, or `/\host`, which browsers read the same way).
  const path =
    notification.notificationEvent.templateType === 'link' && link && /^\/(?![/\\])/.test(link)
      ? link
      : '/dashboard';
  return {
    title: strings.title,
    body,
    url: `/${language}${path}`,
    tag: `${notification.notificationEvent.short}:${link ?? notification.id}`,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
  };
}
