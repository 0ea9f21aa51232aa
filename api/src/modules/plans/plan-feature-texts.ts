import type { Plan } from '@elearn/contracts';
import type { SiteLang } from '../../http/request-lang';

type Texts = { displayName: string; description: string };

/**
 * The plan feature catalogue's texts (PLAN_FEATURE_CATALOGUE, English) in the other site
 * languages. A stored feature carries the catalogue's English texts (admin-plans.ts fills
 * them), so GET /plans names each in the reader's language (Accept-Language), as the
 * catalogue's constants are (migration 0031).
 */
const FEATURE_TEXTS: Record<Exclude<SiteLang, 'en'>, Record<string, Texts>> = {
  ar: {
    courses: { displayName: 'التسجيل في الدورات', description: 'سجّل في أي دورة من الكتالوج.' },
    assessments: { displayName: 'تقييمات الدروس', description: 'تقييم واحد لكل درس للتحقق مما تعلمته.' },
    studyCorner: { displayName: 'أركان الدراسة', description: 'أركان دراسة شخصية لجلسات مركّزة.' },
    askEve: { displayName: 'اسأل إيف، المعلمة الذكية', description: 'تحدّث مع إيف، المعلمة الذكية.' },
    certificate: { displayName: 'الشهادات', description: 'شهادة لكل دورة تُكملها.' },
  },
  fr: {
    courses: {
      displayName: 'Inscription aux cours',
      description: 'Inscrivez-vous à n’importe quel cours du catalogue.',
    },
    assessments: {
      displayName: 'Évaluations des leçons',
      description: 'Une évaluation par leçon pour vérifier ce que vous avez appris.',
    },
    studyCorner: {
      displayName: 'Coins d’étude',
      description: 'Des coins d’étude personnels pour des sessions concentrées.',
    },
    askEve: {
      displayName: 'Demander à Eve, la tutrice IA',
      description: 'Discutez avec Eve, la tutrice IA.',
    },
    certificate: { displayName: 'Certificats', description: 'Un certificat pour chaque cours terminé.' },
  },
  de: {
    courses: {
      displayName: 'Kurseinschreibung',
      description: 'Schreib dich in jeden Kurs des Katalogs ein.',
    },
    assessments: {
      displayName: 'Lektionstests',
      description: 'Ein Test pro Lektion, um zu prüfen, was du gelernt hast.',
    },
    studyCorner: {
      displayName: 'Lernecken',
      description: 'Persönliche Lernecken für konzentrierte Sitzungen.',
    },
    askEve: { displayName: 'Eve fragen, die KI-Tutorin', description: 'Chatte mit Eve, der KI-Tutorin.' },
    certificate: {
      displayName: 'Zertifikate',
      description: 'Ein Zertifikat für jeden abgeschlossenen Kurs.',
    },
  },
};

/** A plan with its features' texts in `lang` (a feature outside the catalogue keeps its own). */
export function withFeatureTexts(plan: Plan, lang: SiteLang): Plan {
  if (lang === 'en') return plan;
  const texts = FEATURE_TEXTS[lang];
  return {
    ...plan,
    features: plan.features.map((feature) => ({ ...feature, ...(texts[feature.name] ?? {}) })),
  };
}

/** Every language's texts, for the test that each catalogue feature has them. */
export const featureTextLanguages = FEATURE_TEXTS;
