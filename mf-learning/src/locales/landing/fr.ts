/** French strings of mf-learning's landing pages (loaded with their chunks). */
export const fr = {
  landing: {
    hero: {
      eyebrow: 'Apprendre en ligne, en quatre langues',
      title: 'Apprenez avec un objectif. Maîtrisez chaque acquis.',
      lead: 'Des cours académiques et professionnels construits sur des objectifs d’apprentissage clairs. Suivez votre maîtrise leçon après leçon, gagnez de l’XP, des séries et des badges, interrogez Eve, votre tutrice IA, passez des tests de positionnement, échangez dans les forums des cours et organisez votre semaine dans le calendrier.',
      register: 'Créer mon compte',
      signIn: 'Se connecter',
      dashboard: 'Accéder à mon tableau de bord',
      seePlans: 'Voir les formules',
      highlights: {
        mastery: 'Maîtrise suivie par objectif',
        eve: 'Eve, votre tutrice IA',
        streaks: 'XP, séries et badges',
      },
      preview: {
        label: 'Aperçu du tableau de bord de l’apprenant',
        level: 'Niveau 7',
        streak: 'Série de 12 jours',
        xp: '2.4K XP',
        course: 'Algèbre I',
        mastery: 'Maîtrise',
        eve: 'Eve : revoyons ensemble la formule du second degré.',
      },
    },
    about: {
      title: 'À propos',
      lead: 'Nous aidons chaque apprenant à atteindre une vraie maîtrise, pas seulement la fin d’une vidéo.',
      body: 'Chaque cours de la plateforme part d’objectifs d’apprentissage, puis de modules et de leçons. De courtes évaluations après chaque leçon montrent ce que vous maîtrisez et ce qui mérite d’être revu : votre temps va là où il compte. Formateurs et éditeurs conçoivent et améliorent les cours ; les apprenants avancent à leur rythme, en français, en anglais, en arabe ou en allemand.',
      points: {
        tracks: {
          title: 'Parcours académiques et professionnels',
          text: 'Des matières scolaires pour chaque niveau et des cours métiers organisés en parcours.',
        },
        outcomes: {
          title: 'Fondé sur les objectifs d’apprentissage',
          text: 'Chaque leçon dit ce que vous saurez faire, et chaque évaluation le vérifie.',
        },
        languages: {
          title: 'Pensé pour votre langue',
          text: 'Tout le site se lit naturellement en quatre langues, de droite à gauche en arabe.',
        },
      },
    },
    services: {
      title: 'Tout ce qu’il faut pour bien apprendre',
      lead: 'Un seul endroit pour étudier, s’entraîner, poser des questions et s’organiser.',
      items: {
        courses: {
          title: 'Cours et parcours',
          text: 'Des cours académiques et professionnels, d’une seule matière à des parcours complets.',
        },
        mastery: {
          title: 'Suivi de la maîtrise',
          text: 'Une frise des objectifs, modules et leçons montre précisément ce que vous maîtrisez.',
        },
        gamification: {
          title: 'XP, séries et badges',
          text: 'Gagnez de l’XP et des pièces, entretenez votre série quotidienne, grimpez au classement annuel et collectionnez des badges.',
        },
        eve: {
          title: 'Eve, votre tutrice IA',
          text: 'Posez vos questions sur le cours à tout moment et obtenez des réponses tirées de son contenu.',
        },
        placement: {
          title: 'Tests de positionnement',
          text: 'Générez un test sur les objectifs de votre choix pour situer votre niveau ou vous évaluer.',
        },
        forums: {
          title: 'Forums des cours',
          text: 'Échangez sur chaque cours avec les autres apprenants et les formateurs : publications, commentaires et réponses.',
        },
        calendar: {
          title: 'Calendrier et rappels',
          text: 'Planifiez vos séances, fixez vos moments d’étude et ne manquez aucune échéance.',
        },
        tools: {
          title: 'Outils d’étude',
          text: 'Une calculatrice scientifique, un tableau blanc et un minuteur, toujours à portée de clic.',
        },
      },
    },
    plans: {
      title: 'Formules et tarifs',
      lead: 'Choisissez la formule qui correspond à votre façon d’apprendre. Les prix sont en livres égyptiennes.',
      getStarted: 'Commencer',
      choose: 'Choisir cette formule',
      empty: 'Aucune formule n’est disponible pour le moment. Revenez bientôt.',
      error: 'Impossible de charger les formules.',
      loading: 'Chargement des formules…',
    },
    catalogue: {
      title: 'Découvrez nos cours',
      lead: 'Un aperçu de ce que vous pouvez étudier dès aujourd’hui.',
      browseAll: 'Voir tous les cours',
      empty: 'De nouveaux cours arrivent bientôt. Revenez nous voir.',
      error: 'Impossible de charger les cours.',
      loading: 'Chargement des cours…',
    },
    footer: {
      tagline: 'Des cours, un suivi de la maîtrise et une tutrice IA pour chaque apprenant.',
      explore: 'Explorer',
      services: 'Services',
      catalogue: 'Cours',
      language: 'Langue',
      copyright: '© {{year}} Elearn. Tous droits réservés.',
    },
  },
};
