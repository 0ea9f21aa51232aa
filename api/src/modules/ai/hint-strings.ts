export interface HintStrings {
  intro: string;
  goal: string;
  /** `{lesson}` is the lesson's Markdown link. */
  lesson: string;
  noLesson: string;
  mcq: string;
  mcqMultiple: string;
  tf: string;
  essay: string;
  check: string;
}

/** Eve's Socratic hints for a question of a test in progress, in the page's language. */
const STRINGS: Record<'en' | 'ar' | 'fr' | 'de', HintStrings> = {
  en: {
    intro:
      "This looks like a question from the test you are taking, so I won't give you the answer. Let's work it out together:",
    goal: 'What exactly does the question ask you to find? Say it in your own words first.',
    lesson: 'Reread {lesson}: which idea there fits this question?',
    noLesson: 'Think back to the lesson this question comes from: which idea there fits it?',
    mcq: 'Test each option against that idea and rule out the ones that break it. Which one is left?',
    mcqMultiple: 'More than one option can be right here: judge each option on its own against that idea.',
    tf: 'Look for one case where the statement fails. If you find one, what does that tell you?',
    essay: 'Plan your answer: state the idea, show it on one example, then explain why it works.',
    check: 'When you have your answer, check it against the lesson’s worked example before you submit.',
  },
  ar: {
    intro: 'يبدو أن هذا سؤال من الاختبار الذي تؤديه الآن، لذلك لن أعطيك الإجابة. لنصل إليها معًا:',
    goal: 'ما الذي يطلب السؤال إيجاده بالضبط؟ عبّر عنه بكلماتك أولًا.',
    lesson: 'أعد قراءة {lesson}: أي فكرة فيه تناسب هذا السؤال؟',
    noLesson: 'تذكّر الدرس الذي جاء منه هذا السؤال: أي فكرة فيه تناسبه؟',
    mcq: 'اختبر كل خيار بهذه الفكرة واستبعد ما يخالفها. أيّ خيار يبقى؟',
    mcqMultiple: 'قد يكون أكثر من خيار صحيحًا هنا: احكم على كل خيار وحده بهذه الفكرة.',
    tf: 'ابحث عن حالة واحدة لا تصح فيها العبارة. إن وجدتها، فماذا يعني ذلك؟',
    essay: 'خطّط لإجابتك: اذكر الفكرة، وطبّقها على مثال واحد، ثم اشرح لماذا تصح.',
    check: 'عندما تصل إلى إجابتك، قارنها بالمثال المحلول في الدرس قبل التسليم.',
  },
  fr: {
    intro:
      'Cela ressemble à une question du test que vous passez, je ne vous donnerai donc pas la réponse. Cherchons-la ensemble :',
    goal: "Que vous demande exactement la question ? Dites-le d'abord avec vos mots.",
    lesson: 'Relisez {lesson} : quelle idée de la leçon correspond à cette question ?',
    noLesson: "Repensez à la leçon d'où vient cette question : quelle idée y correspond ?",
    mcq: 'Confrontez chaque option à cette idée et écartez celles qui la contredisent. Laquelle reste ?',
    mcqMultiple: 'Plusieurs options peuvent être justes ici : jugez chacune séparément selon cette idée.',
    tf: "Cherchez un cas où l'affirmation est fausse. Si vous en trouvez un, qu'en concluez-vous ?",
    essay:
      "Préparez votre réponse : énoncez l'idée, appliquez-la à un exemple, puis expliquez pourquoi elle fonctionne.",
    check: "Une fois votre réponse trouvée, vérifiez-la avec l'exemple résolu de la leçon avant d'envoyer.",
  },
  de: {
    intro:
      'Das sieht nach einer Frage aus dem Test aus, den du gerade schreibst, deshalb verrate ich die Antwort nicht. Lass sie uns gemeinsam herausfinden:',
    goal: 'Was genau sollst du herausfinden? Sag es zuerst in deinen eigenen Worten.',
    lesson: 'Lies {lesson} noch einmal: Welche Idee dort passt zu dieser Frage?',
    noLesson: 'Denk an die Lektion, aus der diese Frage stammt: Welche Idee passt dazu?',
    mcq: 'Prüfe jede Option an dieser Idee und streiche die, die ihr widersprechen. Welche bleibt übrig?',
    mcqMultiple:
      'Hier kann mehr als eine Option richtig sein: Beurteile jede Option für sich an dieser Idee.',
    tf: 'Suche einen Fall, in dem die Aussage nicht stimmt. Wenn du einen findest, was bedeutet das?',
    essay: 'Plane deine Antwort: Nenne die Idee, zeige sie an einem Beispiel und erkläre, warum sie gilt.',
    check: 'Wenn du deine Antwort hast, prüfe sie am gelösten Beispiel der Lektion, bevor du abgibst.',
  },
};

export const hintStrings = (lang: string): HintStrings =>
  STRINGS[(lang in STRINGS ? lang : 'en') as keyof typeof STRINGS];
