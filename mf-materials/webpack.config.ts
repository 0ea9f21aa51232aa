import { remoteConfig } from '@elearn/mf-config';

export default remoteConfig({
  dir: __dirname,
  name: 'mf-materials',
  // Loaded by mf-learning's study and progress pages with RemoteComponent (never imported).
  exposes: {
    './MaterialsPanel': './src/exposed/materials-panel.exposed.tsx',
    './RoadmapDialog': './src/exposed/roadmap-dialog.exposed.tsx',
  },
});
