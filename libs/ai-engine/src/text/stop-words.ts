/** English stop words plus filler words common in spoken and written answers; they never count as concepts. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both
  but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each etc even ever every few for
  from further get gets got had hadn't has hasn't have haven't having he her here hers herself him himself his how however i
  if in into is isn't it it's its itself just let let's like lot lots made make makes many may me might mine more most much
  must mustn't my myself need needs no nor not now of off often on once one only or other others otherwise our ours ourselves
  out over own per quite rather really same say says she should shouldn't so some something sometimes such than that that's
  the their theirs them themselves then there there's these they thing things this those though through thus to too under
  until up upon us use used uses using usually very via was wasn't way we well were weren't what what's when where whether
  which while who whom whose why will with within without won't would wouldn't yes yet you your yours yourself yourselves
  basically actually simply kind sort maybe probably think guess know means mean example e.g i.e ok okay yeah um uh
  want wants go goes going done call called calls`
    .split(/\s+/)
    .filter(Boolean),
);
