import { sql } from 'drizzle-orm';
import { Events, SelfIdentificationMessages, type UserDeletedEvent } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';
import { PrivacyController } from '../../privacy/privacy.controller';
import { FairnessController } from '../fairness.controller';

const ANSWERS = { sex: 'male', raceEthnicity: 'asian', ageBand: 'under-40', disability: 'no', veteran: 'prefer-not-to-say' } as const;

describe.each(ENGINES)('voluntary self-identification on %s', (engine) => {
  let h: Harness;
  let fairness: FairnessController;
  let privacy: PrivacyController;
  beforeAll(async () => {
    h = await boot(engine);
    fairness = h.app.get(FairnessController);
    privacy = h.app.get(PrivacyController);
  });
  afterAll(() => h.close());

  it('keeps each applicant\'s own answers in a table of its own, replaced as a whole', async () => {
    const applicant = await h.applicant();
    const other = await h.applicant();
    expect(await fairness.getSelfIdentification({ caller: applicant })).toEqual({ sex: null, raceEthnicity: null, ageBand: null, disability: null, veteran: null, updatedAt: null });
    expect(await fairness.putSelfIdentification({ caller: applicant, answers: ANSWERS })).toEqual({ message: SelfIdentificationMessages.saved });
    expect(await fairness.putSelfIdentification({ caller: other, answers: { sex: 'female' } })).toEqual({ message: SelfIdentificationMessages.saved });
    expect(await fairness.getSelfIdentification({ caller: applicant })).toMatchObject(ANSWERS);
    await fairness.putSelfIdentification({ caller: applicant, answers: { ageBand: '55-or-over' } });
    expect(await fairness.getSelfIdentification({ caller: applicant })).toMatchObject({ sex: null, raceEthnicity: null, ageBand: '55-or-over', disability: null, veteran: null });
    expect(await fairness.getSelfIdentification({ caller: other })).toMatchObject({ sex: 'female', ageBand: null });
    // Nothing of it is on the applicant's copy the recruiters' lists read.
    expect(await h.rows(sql`select column_name from information_schema.columns where table_name in ('applicant_projection', 'applications') and column_name in ('sex', 'race_ethnicity', 'age_band', 'disability', 'veteran')`)).toEqual([]);
  });

  it('refuses a recruiter, and a message with answers outside the lists (it did not come through the gateway\'s checks)', async () => {
    const recruiter = await h.recruiter();
    await expectDomainError(fairness.getSelfIdentification({ caller: recruiter }), 'FORBIDDEN', SelfIdentificationMessages.applicantsOnly);
    await expectDomainError(fairness.putSelfIdentification({ caller: recruiter, answers: ANSWERS }), 'FORBIDDEN', SelfIdentificationMessages.applicantsOnly);
    const applicant = await h.applicant();
    const forged = { caller: applicant, answers: { sex: 'robot' } } as unknown as Parameters<FairnessController['putSelfIdentification']>[0];
    await expect(fairness.putSelfIdentification(forged)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await h.rows(sql`select applicant_id from self_identifications where applicant_id = ${applicant.userId}`)).toEqual([]);
  });

  it('is in the data export and deleted with the account', async () => {
    const applicant = await h.applicant();
    await fairness.putSelfIdentification({ caller: applicant, answers: ANSWERS });
    expect((await privacy.exportData({ caller: applicant })).selfIdentification).toMatchObject(ANSWERS);
    const deleted: UserDeletedEvent = { userId: applicant.userId, type: 'applicant', deletedAt: new Date().toISOString() };
    await h.dispatch(Events.userDeleted, deleted);
    expect(await h.rows(sql`select applicant_id from self_identifications where applicant_id = ${applicant.userId}`)).toEqual([]);
  });
});
