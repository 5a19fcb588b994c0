import { extractSkills, findSkill } from '../index';

describe('skills lexicon', () => {
  it.each([
    ['react.js', 'React'], ['ReactJS', 'React'], ['React JS', 'React'], ['JS', 'JavaScript'], ['es6', 'JavaScript'], ['node', 'Node.js'],
    ['NodeJS', 'Node.js'], ['golang', 'Go'], ['k8s', 'Kubernetes'], ['Postgres', 'PostgreSQL'], ['c#', 'C#'], ['C++', 'C++'],
    ['React Native', 'React Native'], ['python3', 'Python'], ['Senior Python Developer', 'Python'], ['HTML and CSS', 'HTML & CSS'],
  ])('finds %s as %s', (typed, name) => {
    expect(findSkill(typed)?.name).toBe(name);
  });

  it('returns nothing for unknown skills', () => {
    expect(findSkill('Underwater basket weaving')).toBeUndefined();
  });

  it('extracts skills from free text, longest phrase first, and ignores common words that are skill names', () => {
    const names = extractSkills('Built React Native apps and a React.js site; AWS/GCP, CI/CD with GitHub Actions. I go to the gym and swift action matters. Go and Swift in production.').map((m) => m.entry.name);
    expect(names).toEqual(['React Native', 'React', 'AWS', 'Google Cloud', 'CI/CD', 'Go', 'Swift']);
  });
});
