import type { AuthoringStrings } from './en';

export const fr: AuthoringStrings = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  type: { academic: 'Académique', professional: 'Professionnel' },
  courses: {
    title: 'Gérer les cours',
    new: 'Nouveau cours',
    failed: 'Les cours n’ont pas pu être chargés.',
    empty: 'Vous n’avez encore aucun cours à modifier.',
    building: 'Création des leçons : {{built}} sur {{total}}',
    lessons: 'Leçons : {{count}}',
    actionsFor: 'Actions pour {{title}}',
    preview: 'Aperçu',
    materials: 'Ressources',
    edit: 'Modifier',
    tree: 'Arbre du contenu',
  },
  preview: {
    back: 'Retour aux cours',
    failed: 'Le cours n’a pas pu être chargé.',
    outcome: 'Objectif d’apprentissage {{n}} : {{statement}}',
    module: 'Module {{n}} : {{name}}',
    lesson: 'Leçon {{n}} : {{name}}',
    notBuilt: 'Cette leçon est encore en cours de création.',
  },
  fields: { scope: 'Portée', domain: 'Domaine' },
  review: { noDescription: 'Aucune description' },
};
