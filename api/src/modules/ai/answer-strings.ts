export interface AnswerStrings {
  intro: string;
  more: string;
  source: string;
  notFound: string;
  noContent: string;
}

/** Eve's framing sentences in the page's language (the quotes stay in the course's language). */
const STRINGS: Record<'en' | 'ar' | 'fr' | 'de', AnswerStrings> = {
  en: {
    intro: 'Here is what the course says about this:',
    more: 'Related:',
    source: 'From the lesson',
    notFound:
      "I could not find this in this course's lessons, so I won't answer it from outside the course. Try the words the lesson uses, or ask your instructor.",
    noContent: 'This course has no lesson text yet, so I cannot answer from it.',
  },
  ar: {
    intro: 'هذا ما يقوله المقرر عن سؤالك:',
    more: 'ذو صلة:',
    source: 'من درس',
    notFound:
      'لم أجد هذا في دروس هذا المقرر، لذلك لن أجيب عنه من خارج المقرر. جرّب كلمات الدرس نفسها، أو اسأل معلمك.',
    noContent: 'لا يحتوي هذا المقرر على نص دروس بعد، لذلك لا أستطيع الإجابة منه.',
  },
  fr: {
    intro: 'Voici ce que dit le cours à ce sujet :',
    more: 'Voir aussi :',
    source: 'Extrait de la leçon',
    notFound:
      "Je n'ai pas trouvé cela dans les leçons de ce cours, je ne répondrai donc pas en dehors du cours. Essayez les mots de la leçon ou demandez à votre enseignant.",
    noContent: "Ce cours n'a pas encore de texte de leçon, je ne peux donc pas y répondre.",
  },
  de: {
    intro: 'Das sagt der Kurs dazu:',
    more: 'Ebenfalls passend:',
    source: 'Aus der Lektion',
    notFound:
      'Ich habe das in den Lektionen dieses Kurses nicht gefunden und antworte deshalb nicht außerhalb des Kurses. Versuche die Begriffe der Lektion oder frage deine Lehrkraft.',
    noContent: 'Dieser Kurs hat noch keinen Lektionstext, daher kann ich daraus nicht antworten.',
  },
};

export const answerStrings = (lang: string): AnswerStrings =>
  STRINGS[(lang in STRINGS ? lang : 'en') as keyof typeof STRINGS];
