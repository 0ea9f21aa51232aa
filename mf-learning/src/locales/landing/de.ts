/** German strings of mf-learning's landing pages (loaded with their chunks). */
export const de = {
  landing: {
    hero: {
      eyebrow: 'Online lernen, in vier Sprachen',
      title: 'Gezielt lernen. Jedes Lernziel meistern.',
      lead: 'Schulische und berufliche Kurse, aufgebaut auf klaren Lernzielen. Verfolge deinen Lernstand Lektion für Lektion, sammle XP, Serien und Abzeichen, frag Eve, deine KI-Tutorin, mach Einstufungstests, diskutiere in den Kursforen und plane deine Woche im Kalender.',
      register: 'Konto erstellen',
      signIn: 'Anmelden',
      dashboard: 'Zu meinem Dashboard',
      seePlans: 'Tarife ansehen',
      highlights: {
        mastery: 'Lernstand je Lernziel',
        eve: 'Eve, deine KI-Tutorin',
        streaks: 'XP, Serien und Abzeichen',
      },
      preview: {
        label: 'Vorschau des Lernenden-Dashboards',
        level: 'Level 7',
        streak: '12-Tage-Serie',
        xp: '2.4K XP',
        course: 'Algebra I',
        mastery: 'Lernstand',
        eve: 'Eve: Lass uns die Mitternachtsformel gemeinsam wiederholen.',
      },
    },
    about: {
      title: 'Über uns',
      lead: 'Wir helfen Lernenden, Inhalte wirklich zu beherrschen, statt nur das Ende eines Videos zu erreichen.',
      body: 'Jeder Kurs der Plattform entsteht aus Lernzielen, dann aus Modulen und Lektionen. Kurze Tests nach jeder Lektion zeigen, was du beherrschst und was eine Wiederholung verdient, damit deine Zeit dorthin geht, wo sie zählt. Lehrende und Redaktion erstellen und verbessern die Kurse; Lernende lernen in ihrem Tempo, auf Deutsch, Englisch, Französisch oder Arabisch.',
      points: {
        tracks: {
          title: 'Schulische und berufliche Kurse',
          text: 'Schulfächer für jede Klassenstufe und Berufskurse, geordnet in Lernpfaden.',
        },
        outcomes: {
          title: 'Auf Lernzielen aufgebaut',
          text: 'Jede Lektion sagt, was du danach kannst, und jeder Test prüft es.',
        },
        languages: {
          title: 'In deiner Sprache',
          text: 'Die ganze Website liest sich in vier Sprachen natürlich, auf Arabisch von rechts nach links.',
        },
      },
    },
    services: {
      title: 'Alles, was du zum Lernen brauchst',
      lead: 'Ein Ort zum Lernen, Üben, Fragen und Planen.',
      items: {
        courses: {
          title: 'Kurse und Lernpfade',
          text: 'Schulische und berufliche Kurse, vom einzelnen Fach bis zum kompletten Lernpfad.',
        },
        mastery: {
          title: 'Lernstand im Blick',
          text: 'Eine Zeitleiste aus Lernzielen, Modulen und Lektionen zeigt genau, was du beherrschst.',
        },
        gamification: {
          title: 'XP, Serien und Abzeichen',
          text: 'Sammle XP und Münzen, halte deine tägliche Serie, steig in der Jahresrangliste auf und sammle Abzeichen.',
        },
        eve: {
          title: 'Eve, deine KI-Tutorin',
          text: 'Stell jederzeit Fragen zu deinem Kurs und erhalte Antworten aus seinen Inhalten.',
        },
        placement: {
          title: 'Einstufungstests',
          text: 'Erstelle einen Test zu den Lernzielen deiner Wahl, um dein Niveau zu finden oder dich zu prüfen.',
        },
        forums: {
          title: 'Kursforen',
          text: 'Diskutiere jeden Kurs mit anderen Lernenden und Lehrenden, in Beiträgen, Kommentaren und Antworten.',
        },
        calendar: {
          title: 'Kalender und Erinnerungen',
          text: 'Plane Lerneinheiten, leg Lernzeiten fest und verpasse keine Frist.',
        },
        tools: {
          title: 'Lernwerkzeuge',
          text: 'Ein wissenschaftlicher Taschenrechner, ein Whiteboard und ein Timer, beim Lernen immer einen Klick entfernt.',
        },
      },
    },
    plans: {
      title: 'Tarife und Preise',
      lead: 'Wähle den Tarif, der zu deiner Art zu lernen passt. Preise in Ägyptischen Pfund.',
      getStarted: 'Jetzt starten',
      choose: 'Diesen Tarif wählen',
      empty: 'Derzeit sind keine Tarife verfügbar. Schau bald wieder vorbei.',
      error: 'Die Tarife konnten nicht geladen werden.',
      loading: 'Tarife werden geladen…',
    },
    catalogue: {
      title: 'Entdecke unsere Kurse',
      lead: 'Ein Vorgeschmack auf das, was du heute lernen kannst.',
      browseAll: 'Alle Kurse durchsuchen',
      empty: 'Neue Kurse sind unterwegs. Schau bald wieder vorbei.',
      error: 'Die Kurse konnten nicht geladen werden.',
      loading: 'Kurse werden geladen…',
    },
    footer: {
      tagline: 'Kurse, Lernstandsverfolgung und eine KI-Tutorin für alle Lernenden.',
      explore: 'Entdecken',
      services: 'Leistungen',
      catalogue: 'Kurse',
      language: 'Sprache',
      copyright: '© {{year}} Elearn. Alle Rechte vorbehalten.',
    },
  },
};
