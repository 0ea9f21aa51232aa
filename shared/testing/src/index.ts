// Test support of the remotes: a devDependency only, never imported by a remote's src outside tests.
export { aNotification, anAnnouncement } from './factories/alerts';
export { aCourse, anEnrolledCourse, aPlan } from './factories/catalogue';
export { aRankingRow, aRankReward, aStoreItem, aStreakProgress, aYearRanking } from './factories/rewards';
export { aUser, aUserPlan, someStatistics } from './factories/user';
export { expectArabicRefusal, refuseReads } from './refused-read';
export { type RemoteUnderTest, type RenderOptions, remoteRenderer } from './render-remote';
