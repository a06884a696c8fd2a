/** NLTK's English stop-word list, the one pke filters candidates with (lower-case). */
const NLTK = `i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself yourselves he him his
himself she she's her hers herself it it's its itself they them their theirs themselves what which who whom this that that'll
these those am is are was were be been being have has had having do does did doing a an the and but if or because as until
while of at by for with about against between into through during before after above below to from up down in out on off over
under again further then once here there when where why how all any both each few more most other some such no nor not only own
same so than too very s t can will just don don't should should've now d ll m o re ve y ain aren aren't couldn couldn't didn
didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma mightn mightn't mustn mustn't needn needn't shan shan't
shouldn shouldn't wasn wasn't weren weren't won won't wouldn wouldn't`;

export const STOPWORDS: ReadonlySet<string> = new Set(NLTK.split(/\s+/).filter(Boolean));

/**
 * Fox's stop list (Fox 1989, A stop list for general text; SIGIR Forum 24), as distributed with the
 * RAKE paper's implementation: the list RAKE (Rose et al. 2010) splits candidates at. Much larger than
 * NLTK's, it also splits at research prose's verbs and vague words ("paper describes", "problems").
 */
const FOX = `a about above across addresses after again against all almost alone along already also although always among an and
another any anybody anyone anything anywhere are area areas around as ask asked asking asks at away b back backed
backing backs be because became become becomes been before began behind being beings best better between big both but
by c came can cannot case cases certain certainly clear clearly come concern contains could covers d described
describes did differ different differently do does done down downed downing downs during e each early either
empirically end ended ending ends enough even evenly ever every everybody everyone everything everywhere expressible f
face faces fact facts far felt few final find finds first for four from full fully further furthered furthering
furthers g gave general generally get gets give given gives go goal going good goods got great greater greatest group
grouped grouping groups h had has have having he her herself here high higher highest him himself his how however i if
important in interest interested interesting interests into is it its itself j just k keep keeps kind knew know known
knows l large largely last later latest least less let lets like likely long longer longest m made make making man
many may me member members men might more most mostly mr mrs much must my myself n necessary need needed needing needs
never new newer newest next no non not nobody noone nothing now nowhere number numbered numbering numbers o of off
often old older oldest on once one only open opened opening opens or order ordered ordering orders other others our
out over p part parted parting parts per perhaps place places point pointed pointing points possible present presented
presenting presents problem problems proposed put puts q quickly quite r rather really right room rooms s said same
saw say says second seconds see seem seemed seeming seems sees several shall she should show showed showing shows side
sides since small smaller smallest so some somebody someone something somewhere state states still such sure t take
taken than that the their them then there therefore these they thing things think thinks this those though thought
thoughts three through thus to today together too took toward turn turned turning turns two u under until up upon us
use uses used usually v very w want wanted wanting wants was way ways we well wells went were what when where whether
which while who whole whose why will with within without work worked working works would x y year years yet you young
younger youngest your yours z`;

export const FOX_STOPWORDS: ReadonlySet<string> = new Set(FOX.split(/\s+/).filter(Boolean));
