import type { AuthoringStrings } from './en';

export const de: AuthoringStrings = {
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  type: { academic: 'Akademisch', professional: 'Beruflich' },
  courses: {
    title: 'Kurse verwalten',
    new: 'Neuer Kurs',
    failed: 'Die Kurse konnten nicht geladen werden.',
    empty: 'Sie haben noch keinen Kurs zum Bearbeiten.',
    building: 'Lektionen werden erstellt: {{built}} von {{total}}',
    lessons: 'Lektionen: {{count}}',
    actionsFor: 'Aktionen für {{title}}',
    preview: 'Vorschau',
    materials: 'Materialien',
    edit: 'Bearbeiten',
    tree: 'Inhaltsbaum',
  },
  preview: {
    back: 'Zurück zu den Kursen',
    failed: 'Der Kurs konnte nicht geladen werden.',
    outcome: 'Lernergebnis {{n}}: {{statement}}',
    module: 'Modul {{n}}: {{name}}',
    lesson: 'Lektion {{n}}: {{name}}',
    notBuilt: 'Diese Lektion wird noch erstellt.',
  },
  fields: { scope: 'Umfang', domain: 'Bereich' },
  review: { noDescription: 'Keine Beschreibung' },
};
