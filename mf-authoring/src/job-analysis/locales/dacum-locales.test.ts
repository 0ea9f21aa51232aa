import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('job-role analysis strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it("carries the spec's texts word for word", () => {
    expect(en.dacum.failed).toEqual({
      role_suggestion: 'Failed to get role_suggestion',
      job_posts: 'Failed to get job_posts / skills',
      analysis: 'Failed to analysis_job_and_skills',
      search_terms: 'Failed to get search_terms',
      list_files: 'Failed to list_finalword_files',
      final_word: 'Failed to creating_final_word',
      learning_outcomes: 'Failed to creating_learning_outcomes',
      scrap_units: 'Failed to get scrap units',
      pathway: 'Failed to update pathway',
    });
    expect([en.dacum.duties.title, en.dacum.duties.jobDuties, en.dacum.competencies.title]).toEqual([
      'Final Job Duties',
      'Job Duties',
      'Recommended Competencies',
    ]);
    expect([
      en.dacum.search.addRole,
      en.dacum.search.forward,
      en.dacum.jobs.back,
      en.dacum.jobs.forward,
    ]).toEqual(['add role', 'Forward to Jobs & Skills', 'Back to Search', 'Forward to Duties']);
    expect([en.dacum.courses.back, en.dacum.courses.create, en.dacum.pathway.create]).toEqual([
      'Back to Competencies',
      'Create Pathway',
      'Create Pathway',
    ]);
  });
});
