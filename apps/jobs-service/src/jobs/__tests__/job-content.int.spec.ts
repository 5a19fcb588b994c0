import { sql } from 'drizzle-orm';
import { Events, jobsQuerySchema, type Caller, type UserUpdatedEvent } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';

/** Issue 19: a job's description (sanitized), location, remote flag and the recruiter's company. */
describe.each(ENGINES)('job content on %s', (engine) => {
  let ctx: JobsTestApp;
  let owner: Caller;

  beforeAll(async () => {
    ctx = await bootJobs(engine);
    owner = await ctx.recruiter('Kavya Rao', 'Nimbus Labs');
  });
  afterAll(() => ctx.close());

  const create = (job: Record<string, unknown>, caller: Caller = owner) => ctx.service.create({ caller, job: job as never });
  const updateAs = (caller: Caller, jobId: string, changes: Record<string, unknown>) => ctx.service.update({ caller, jobId, changes: changes as never });
  const profileEvent = (caller: Caller, fields: Partial<UserUpdatedEvent>): UserUpdatedEvent => ({
    userId: caller.userId,
    type: 'recruiter',
    name: 'Kavya Rao',
    skills: [],
    education: [],
    profile: '',
    resume: '',
    version: 1,
    ...fields,
  });

  it('stores the description sanitized to the rich-text allow-list: scripts, styles, handlers and links go', async () => {
    const { _id } = await create({
      title: 'Content Writer',
      description:
        '<h2 class="x">Role</h2><p onclick="steal()">Write <strong>docs</strong> and <em>guides</em>.</p><script>alert(1)</script>' +
        '<style>p{color:red}</style><ul><li><a href="javascript:alert(1)">Apply</a></li></ul><img src=x onerror=alert(1)><iframe src="//evil"></iframe>',
    });
    const job = await ctx.service.get(_id);
    expect(job.description).toBe('<h2>Role</h2><p>Write <strong>docs</strong> and <em>guides</em>.</p><ul><li>Apply</li></ul>');
  });

  it('leaves the description out of the public list (tiles do not show it) and keeps it in the recruiter’s own list', async () => {
    const { _id } = await create({ title: 'Listed Cartographer', description: '<p>Draw <strong>maps</strong>.</p>' });
    const search = (query: Record<string, unknown>, caller: Caller) => ctx.service.search({ caller, query: jobsQuerySchema.parse({ limit: 50, ...query }) });
    for (const query of [{}, { q: 'cartographer' }, { q: 'cartographer', asc: 'salary' }]) {
      const listed = (await search(query, ctx.applicant())).items.find((j) => j._id === _id);
      expect(listed).toMatchObject({ title: 'Listed Cartographer', company: 'Nimbus Labs' });
      expect(listed).not.toHaveProperty('description');
    }
    const own = (await search({ myjobs: '1' }, owner)).items.find((j) => j._id === _id);
    expect(own?.description).toBe('<p>Draw <strong>maps</strong>.</p>');
  });

  it('stores location, remote and the company from the recruiter projection; defaults are empty', async () => {
    const { _id } = await create({ title: 'Site Engineer', location: { city: ' Pune ', country: 'India' }, remote: true });
    expect(await ctx.service.get(_id)).toMatchObject({ location: { city: 'Pune', country: 'India' }, remote: true, company: 'Nimbus Labs' });
    const plain = await create({ title: 'Plain Clerk' });
    expect(await ctx.service.get(plain._id)).toMatchObject({ description: '', location: { city: '', country: '' }, remote: false, company: 'Nimbus Labs' });
  });

  it('edits the content with Update Details (the whole job sent back), sanitizing again', async () => {
    const { _id } = await create({ title: 'Data Engineer', description: '<p>Old</p>', location: { city: 'Pune', country: 'India' } });
    const job = await ctx.service.get(_id);
    await updateAs(owner, _id, { ...job, description: '<p>New <b>bold</b></p><script>x()</script>', location: { city: 'Mumbai', country: 'India' }, remote: true });
    expect(await ctx.service.get(_id)).toMatchObject({ description: '<p>New bold</p>', location: { city: 'Mumbai', country: 'India' }, remote: true });
    // Only what is sent changes.
    await updateAs(owner, _id, { remote: false });
    expect(await ctx.service.get(_id)).toMatchObject({ description: '<p>New bold</p>', location: { city: 'Mumbai', country: 'India' }, remote: false });
  });

  it('refuses bad content with the field named, changing nothing', async () => {
    const { _id } = await create({ title: 'Analyst' });
    expect(await failureOf(updateAs(owner, _id, { remote: 'yes' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Remote must be true or false' });
    expect(await failureOf(updateAs(owner, _id, { location: { city: 'x'.repeat(101) } }))).toEqual({ code: 'VALIDATION_FAILED', message: 'City must be at most 100 characters' });
    expect(await failureOf(create({ title: 'X', description: 'x'.repeat(20_001) }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Description must be at most 20000 characters' });
    expect(await failureOf(create({ title: 'X', location: { city: '<b>', country: '' } }))).toEqual({ code: 'VALIDATION_FAILED', message: 'City cannot contain < or >' });
    expect(await ctx.service.get(_id)).toMatchObject({ remote: false, location: { city: '', country: '' } });
  });

  it('carries a new company (and name) from user.updated to the recruiter’s jobs, each with a job.updated', async () => {
    const boss = await ctx.recruiter('Ravi Iyer', 'Old Co');
    const { _id } = await create({ title: 'Welder' }, boss);
    expect((await ctx.service.get(_id)).company).toBe('Old Co');
    await ctx.dispatch(Events.userUpdated, profileEvent(boss, { name: 'Ravi Iyer', companyName: 'New Co', version: 2 }));
    expect(await ctx.service.get(_id)).toMatchObject({ company: 'New Co', recruiter: { name: 'Ravi Iyer' } });
    expect((await ctx.outboxFor(_id)).map((e) => [e.event, e.payload.version])).toEqual([
      [Events.jobCreated, 1],
      [Events.jobUpdated, 2],
    ]);
    // An older event changes nothing; an event from before issue 19 (no companyName) keeps the company.
    await ctx.dispatch(Events.userUpdated, profileEvent(boss, { name: 'Stale', companyName: 'Stale Co', version: 1 }));
    expect((await ctx.service.get(_id)).company).toBe('New Co');
    await ctx.dispatch(Events.userUpdated, profileEvent(boss, { name: 'Ravi K Iyer', version: 3 }));
    expect(await ctx.service.get(_id)).toMatchObject({ company: 'New Co', recruiter: { name: 'Ravi K Iyer' } });
    // The same profile again rewrites no job.
    await ctx.dispatch(Events.userUpdated, profileEvent(boss, { name: 'Ravi K Iyer', companyName: 'New Co', version: 4 }));
    expect(await ctx.outboxFor(_id)).toHaveLength(3);
  });

  it('copies the company the recruiter has now when a job is edited', async () => {
    const boss = await ctx.recruiter('Meera Das', 'First Co');
    const { _id } = await create({ title: 'Plumber' }, boss);
    // The projection changes without touching the job (as if the job were written before issue 19).
    await ctx.rows(sql`update jobs set company_name = '' where id = ${_id}`);
    await ctx.dispatch(Events.userUpdated, profileEvent(boss, { name: 'Meera Das', companyName: 'Second Co', version: 2 }));
    await ctx.rows(sql`update jobs set company_name = 'Stale Co' where id = ${_id}`);
    await updateAs(boss, _id, { salary: 1000 });
    expect((await ctx.service.get(_id)).company).toBe('Second Co');
  });
});
