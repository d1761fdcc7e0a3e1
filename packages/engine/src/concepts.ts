/**
 * Everyday wording → contract concepts, for `ask`. Users ask "can we get out early?", "who pays the
 * bills?", "what if we go broke?"; contracts say "terminate for convenience", "invoice", "insolvency".
 * Each concept lists the lay phrases that name it (matched on the question, case-insensitively), the words
 * a contract uses for it (added to the query) and the clause types that carry it (their sentences get a
 * boost). One entry per concept, general to any contract: no entry is written for one document.
 */
export interface Concept {
  /** lay wording that names the concept in a question */
  cue: RegExp;
  /** the words contracts use for it */
  terms: string;
  /** clause types (taxonomy.ts) that carry it */
  types: string[];
}

export const CONCEPTS: Concept[] = [
  { cue: /\b(?:secrets?|sensitive|private|proprietary|(?:allowed|permitted|able) to do with|do with (?:it|them|their|the (?:info\w*|data|secrets?|materials?|documents?|files?)))\b/i, terms: 'confidential information use solely purpose', types: ['confidentiality_obligations'] },
  { cue: /\b(?:lawyers?|attorneys?|counsel|accountants?|auditors?|bankers?|consultants?|contractors?|advis[eo]rs?|staff|team|colleagues|employees|personnel|affiliates?|(?:pass|hand) (?:it |them |this |their \w+ )?(?:on|over)|tell|show|share)\b/i, terms: 'disclose employees advisors representatives agents contractors need to know', types: ['permitted_disclosure'] },
  { cue: /\b(?:government|agency|agencies|regulators?|authorit(?:y|ies)|judges?|subpoena\w*|police|warrant|orders? us|forced?|forces|compelled|by law)\b/i, terms: 'required by law regulation court order subpoena regulatory authority compelled disclosure', types: ['compelled_disclosure'] },
  { cue: /\b(?:public|published|in the open|out there|already known|common knowledge|everyone knows|internet)\b/i, terms: 'publicly available public domain no fault exceptions does not include', types: ['standard_exclusions'] },
  { cue: /\b(?:build|make|create|develop|came up with|come up with|invent)\w*\b[^?]{0,40}\b(?:similar|ourselves|our own|on our own|same)\b|\b(?:ourselves|on our own)\b/i, terms: 'independently developed without use reference', types: ['standard_exclusions'] },
  { cue: /\b(?:documents?|files?|papers?|materials?|copies|give (?:it |them )?back|hand (?:it |them )?back|get rid|delete|shred|wipe)\b/i, terms: 'return destroy destruction delete possession', types: ['return_or_destruction'] },
  { cue: /\b(?:back-?ups?|archives?|keep (?:a )?cop(?:y|ies)|hold on to|holding on to|keep (?:any|some|anything))\b/i, terms: 'retain retention archival backup copies', types: ['return_or_destruction'] },
  { cue: /\b(?:(?<!(?:our|its|their|my|your|his|her) )own|owns|ownership|ip|intellectual property|patents?|rights? (?:to|in|over))\b/i, terms: 'license rights title interest intellectual property grants', types: ['no_license', 'license_grant', 'ip_ownership_assignment'] },
  { cue: /\b(?:(?:doesn't|does not|don't|do not|fails? to|failing to) (?:meet|match|conform|comply|work)|out of spec|accura\w*|correct|complete|promises?|guarantee\w*|reliab\w*|errors?|mistakes?|quality|works? properly)\b/i, terms: 'warranties warranty representations as is faults disclaimer', types: ['warranties'] },
  { cue: /\b(?:walk away|get out|exit|quit|cancel|pull out|back out|leave|end (?:it|the|this)|stop (?:the|this) (?:contract|agreement|deal)|early|without (?:a |giving a )?reason|any time|whenever)\b/i, terms: 'terminate termination convenience any reason notice', types: ['termination_for_convenience', 'termination'] },
  { cue: /\b(?:stop us|court to stop|block|prevent us|emergency|leak\w*|injunction)\b/i, terms: 'injunction injunctive equitable relief irreparable harm remedies breach', types: ['remedies'] },
  { cue: /\b(?:go ahead|obliged|obligated|bound to|commit(?:ted)? to|have to (?:do|do the|buy|proceed)|proceed)\b/i, terms: 'obligation proceed transaction no obligation', types: [] },
  { cue: /\b(?:transfer|move (?:the|this) (?:contract|agreement)|hand (?:this|the|our|it) (?:\w+ )?over to|pass (?:it|this|the \w+) on to|buys? us|(?:are|is|were|was|get|gets|got|being) (?:bought|sold)\b|new owners?|acquir(?:e|es|ed|ing|ition|itions)\b|takeover|taken over|merg\w*|successor|sell (?:the|our) (?:company|business)|takes? (?:us|them|him|her|it|(?:the|our|their|its) \w+) over|buys? (?:(?:us|them|him|her|it|(?:the|our|their|its) \w+) )?out\b(?! of)|sells? (?:us|them|him|her|itself|ourselves|(?:the|our|their|its) (?:company|business|firm|shares)) to|changes? hands|(?:hand|pass|give|transfer|move|shift|sign)(?:s|ed|ing)? (?:over |on )?(?:this|the|our|their|its|my|his|her) (?:\w+ ){0,2}?(?:job|work|role|side|contract|deal|agreement|rights?|obligations?|duties|licen[cs]e|position|appointment)(?: of (?:this|it|the \w+))? (?:over |on )?to (?:another|a different|someone|somebody|a new|an outside|other|a third|anyone))\b/i, terms: 'assign assignment merger acquisition successor consent', types: ['anti_assignment', 'change_of_control'] },
  { cue: /\b(?:formal (?:messages?|communications?|notices?)|contact|send|write to|e-?mail|address(?:es)?|communicat\w*)\b/i, terms: 'notices notice writing delivered address sent', types: ['notices'] },
  { cue: /\b(?:lawsuits?|sue|suing|disputes?|courts?|legal action|heard|litigat\w*)\b/i, terms: 'courts jurisdiction venue proceeding action suit dispute', types: ['jurisdiction', 'dispute_resolution'] },
  { cue: /\b(?:careful|care|protect\w*|safeguard\w*|secure|security|look(?:ing)? after)\b/i, terms: 'standard of care protect protections reasonable safeguards', types: ['confidentiality_obligations'] },
  { cue: /\b(?:how long|keep (?:their |the |it )?(?:secrets?|quiet|confidential)|after the (?:end|deal)|last|until when)\b/i, terms: 'survive survival term years period expiration', types: ['survival', 'term'] },
  { cue: /\b(?:(?:from|until|till|to) when|when (?:does|did|will|do) (?:it|this|that|the|our|their)(?: \w+){0,2} (?:start|begin|commence|end|run out|expire|finish|take effect|come into (?:force|effect)|kick off|go live)|how long does (?:it|this|the \w+) (?:run|go on))\b/i, terms: 'term commence commencement commences expire effective initial', types: ['term', 'effective_date'] },
  // changing the agreement itself, said without "amendment"
  { cue: /\b(?:(?:change|changes|changed|changing|rewrite|rewrites|rewriting|rewritten|alter|alters|altered|amend|amends|amended|vary|varies|varied|modify|modifies|modified|tweak|tweaks|redo|redraft|update|updates) (?:the |this |our |its |their |any )?(?:terms|deal|agreement|contract|arrangement|wording)|(?:terms|deal|agreement|contract|arrangement) (?:\w+ ){0,2}(?:changed|altered|amended|varied|modified|rewritten|updated))\b/i, terms: 'amend amendment amended variation vary modify modification writing signed both parties', types: ['amendment'] },
  // a first right: offered to one side before anyone else
  { cue: /\b(?:first dibs|dibs|first (?:refusal|option|offer|call|chance|look|crack|go|say)\b(?! (?:payment|invoice|year|month|day|time))|(?:offer|show|bring|give) (?:it|them|that|this|the \w+) to (?:us|them|you|him|her) first|(?:before|ahead of) (?:anyone|someone|somebody|everybody|everyone|any\w*) else|match (?:any|an|the|another|a rival'?s?|a better) (?:offer|bid|price))/i, terms: 'first offer refusal right option proposes proposed accept same terms match', types: ['rofr_rofo_rofn'] },
  // setting up in competition, said without "compete"
  { cue: /\b(?:(?:open|start|set up|launch|run)(?:s|ing)? (?:up )?(?:a|our|my|their|his|her) (?:own )?(?:rival|competing|similar) (?:\w+ ){0,2}(?:shop|store|business|outlet|firm|practice|company|product|service)|(?:open|start|set up|launch)(?:s|ing)? (?:up )?(?:our|my|their|his|her) own (?:\w+ ){0,2}(?:shop|store|business|outlet|firm|practice|company)|(?:sell|selling|sells|promot\w*|market\w*|offer\w*) (?:a |an |any )?(?:rival|competing|similar) (?:\w+ ){0,2}(?:products?|software|services?|goods|brands?)|go(?:es|ing)? it alone|set(?:ting)? up on (?:our|my|their|his|her) own)\b/i, terms: 'compete competing competition business restraint months after ends territory', types: ['non_compete'] },
  { cue: /\b(?:roll ?over|rollover|automatic\w*|auto-?renew\w*|extend\w*|renew\w*)\b/i, terms: 'renew renewal automatically term prior to the end notifies', types: ['renewal_term', 'notice_to_terminate_renewal'] },
  { cue: /\b(?:fix|remedy|put (?:it )?right|correct (?:a|the)|failure|fails?|breach\w*|problem)\b/i, terms: 'cure material breach receipt of notice days', types: ['termination'] },
  { cue: /\b(?:bills?|invoices?|settle|pay|paid|payments?|due|late)\b/i, terms: 'payment invoice due payable days', types: ['payment_terms'] },
  { cue: /\b(?:tax\w*|vat|gst|duties|levies)\b/i, terms: 'taxes duties levies exemption', types: ['payment_terms'] },
  { cue: /\b(?:most|maximum|at most|on the hook|exposure|things go wrong|damages|compensat\w*|pay us|owe|(?:ceiling|upper limit|limit|cap) on (?:what|how much|the amount|(?:any|a) (?:claim|damages)))\b/i, terms: 'liability limitation exceed damages aggregate cap greater', types: ['cap_on_liability', 'uncapped_liability'] },
  { cue: /\b(?:jury|juries)\b/i, terms: 'jury trial waive', types: ['dispute_resolution'] },
  { cue: /\b(?:other compan(?:y|ies)|outsourc\w*|vendors?|hand(?:ed)? (?:it )?off|another (?:manufacturer|supplier|provider|company)|delegat\w*|third-party (?:firms?|providers?)|outside (?:labs?|laborator(?:y|ies)|firms?|compan(?:y|ies)|contractors?|providers?|agenc(?:y|ies)|vendors?|suppliers?|consultants?|help)|bring(?:s|ing)? in (?:\w+ ){0,2}(?:brokers?|agents?|dealers?|resellers?|sub-?\w+|contractors?|firms?|helpers?|partners?|labs?|consultants?|specialists?|freelancers?))\b/i, terms: 'subcontract subcontractors subcontracted third party delegate engage sub-dealers subagents responsible', types: [] },
  { cue: /\b(?:sell (?:it |them |the \w+ )?on|resell\w*|resale|our own (?:clients|customers))\b/i, terms: 'resell resale sublicense distribute', types: [] },
  { cue: /\b(?:flood|fire|storm|earthquake|pandemic|epidemic|war|strikes?|power (?:cut|outage|failure)|outages?|disasters?|act of god|outside (?:its|their|our) control|could not (?:prevent|control)|couldn't (?:prevent|control))\b/i, terms: 'force majeure beyond control reasonable control delay causes', types: ['force_majeure'] },
  { cue: /\b(?:how long[^?]{0,40}\b(?:sue|lawsuit|claim|action)|deadline to (?:sue|claim)|time (?:limit )?to (?:sue|claim|bring))\b/i, terms: 'action cause of action accrued years bring', types: [] },
  { cue: /\b(?:press releases?|publicity|advertis\w*|marketing|website|(?:logos?|brand\w*|trademarks?)\b[^?]{0,30}\b(?:ads?|press|promot\w*|advertis\w*|marketing|website|publicity))\b/i, terms: 'trademarks trade names publicity promotion publication designations', types: ['publicity'] },
  { cue: /\b(?:logos?|brand(?:s|ed|ing)?|trademarks?|trade ?names?)\b/i, terms: 'trademarks marks trade names license licensed use', types: [] },
  { cue: /\b(?:books|ledgers?|audit\w*|inspect\w*|short-?chang\w*|under-?report\w*|under-?pay(?:ing|s)? (?:us|them)|cheat\w*|cook(?:ing)? the books|(?:check|go through|look at|see) (?:our|their|the|its) (?:figures|numbers|accounts|records|books)|check (?:our|their|the other side's) (?:figures|numbers|sums))\b/i, terms: 'audit inspect examine records books accounts', types: ['audit_rights'] },
  // coming onto a party's premises to look: an inspection right ("look around their plant", "visit our site")
  { cue: /\b(?:(?:look|walk|wander|poke|nose) (?:a)?round|visit|tour|inspect|enter|come (?:in|into|onto|on to|to|and see)|turn up at|show up at|drop in at|get into) (?:our|their|the|its|your|his|her) (?:\w+ )?(?:premises|sites?|offices?|plants?|factor(?:y|ies)|warehouses?|facilit(?:y|ies)|buildings?|shops?|stores?|depots?|labs?|laborator(?:y|ies)|kitchens?|works)\b/i, terms: 'inspect inspection audit enter access premises facilities site visit', types: ['audit_rights'] },
  { cue: /\b(?:insur\w*|(?:what|which|how much) cover|cover (?:do|does|must|should|have)|(?:carry|need|needs|take out|get|buy|have|arrange) (?:\w+ )?cover)\b/i, terms: 'insurance coverage insured policy limits', types: ['insurance'] },
  { cue: /\b(?:what we (?:have )?agreed|(?:the|this|our) deal's terms|terms of (?:the|this|our) (?:deal|agreement|contract)|(?:tell|talk to) (?:anyone|people|others|the press) (?:about (?:the|this|our) (?:deal|agreement)|what))\b/i, terms: 'terms conditions of this agreement confidential disclose', types: ['confidentiality_of_agreement'] },
  { cue: /\b(?:(?:someone|anyone|a third party) (?:says|claims|sues)|infring\w*|cop(?:y|ies) (?:their|its)|sued|sues (?:us|them|you|him|her)|takes? (?:us|you) to court|stands? behind (?:us|them|you|him|her)|(?:are|is) (?:we|they|you|he|she) protected|protect(?:s|ed)? (?:us|them|you|him|her) (?:if|when|from|against))\b/i, terms: 'indemnify defend hold harmless infringe claim third party', types: ['indemnification'] },
  { cue: /\b(?:outside (?:the )?(?:us|usa|united states|uk|eu|country)|abroad|offshore|which countr\w*|where (?:will|is) (?:the )?work)\b/i, terms: 'geographic within united states territory delivery occur', types: [] },
  { cue: /\b(?:(?:customers?'?|clients?'?|users?'?|people's|personal|their) names|e-?mail addresses|phone numbers|personal (?:data|information)|contact details|privacy)\b/i, terms: 'contact information personal data data protection processed store', types: ['data_protection'] },
  { cue: /\b(?:(?:similar|same kind of|same sort of|the same kind of) (?:deals?|arrangements?|agreements?|tie-?ups?)|(?:other|another) (?:businesses|compan(?:y|ies)|firms?|sponsors?)\b[^?]{0,40}\b(?:same|similar)|(?:same|similar)\b[^?]{0,40}\b(?:other|another) (?:businesses|compan(?:y|ies)|firms?|sponsors?)|in (?:our|my|their) (?:area|region|patch|territory)|competitors?|competing|other (?:providers|suppliers|customers|makers'?|manufacturers'?|brands'?|vendors'?)|(?:other|another) (?:firms?|compan(?:y|ies)|businesses|groups?) (?:\w+ ){0,2}(?:sell|market|distribut\w*|promot\w*|offer)|exclusiv\w*)\b/i, terms: 'similar agreements others exclusive exclusivity free to enter compete', types: ['exclusivity'] },
  { cue: /\b(?:off the market|defective|faulty|withdraw\w*|recall\w*)\b/i, terms: 'recall withdrawal defect', types: [] },
  { cue: /\b(?:in advance how much|how much we (?:will )?need|estimates?|projections?|volumes?)\b/i, terms: 'forecast rolling requirements purchase orders quantity', types: ['minimum_commitment'] },
  { cue: /\b(?:hand over the goods|ship\w*|transport\w*|deliver\w*|get the goods|incoterms?)\b/i, terms: 'deliver delivery incoterms shipping title risk of loss', types: [] },
  { cue: /\b(?:(?:go|goes|going|gone|went) (?:broke|bust|under)|(?:declared|made|make|makes|have \w+ declared) (?:\w+ )?(?:bust|bankrupt|insolvent)|bankrupt\w*|insolven\w*|administration|receivership|liquidat\w*|out of business|(?:stop|stops|stopped|cease|ceases|ceased) (?:trading|doing business|operating|to trade|to operate|to do business|carrying on (?:its |their )?business)|clos(?:e|es|ed|ing) (?:its|their|our|the) doors|wound up|wind(?:s|ing)? (?:itself |themselves )?up)\b/i, terms: 'bankruptcy insolvency receiver petition winding up liquidation ceases business dissolution', types: ['termination'] },
  { cue: /\b(?:told us|in a meeting|spoken|verbal\w*|conversation|said|phone call|call)\b/i, terms: 'orally oral verbal writing', types: ['definition_confidential_information'] },
  { cue: /\b(?:take (?:it |the \w+ )?apart|tear down|pull apart|how it works|decompil\w*|disassembl\w*)\b/i, terms: 'reverse engineer disassemble decompile', types: [] },
];

/**
 * Everyday words → the words contracts use for the same thing, without a clause type (so they widen the search
 * but boost no clause). A thesaurus of a business reader's vocabulary, general to any contract.
 */
export const EVERYDAY_WORDS: [RegExp, string][] = [
  [/\b(?:quit|walk away|pull out|back out|get out|stop being|stop working|leave)\b/i, 'terminate termination notice'],
  [/\b(?:warning|heads-?up|advance word)\b/i, 'notice prior written notice'],
  [/\b(?:bills?|billed|billing)\b/i, 'invoice invoices invoiced'],
  [/\b(?:books|ledgers?)\b/i, 'accounts records audit inspection'],
  [/\b(?:buys?|bought|buyer|takes? over|taken over|takeover|sold to|takes? (?:us|them|him|her|it|(?:the|our|their|its) \w+) over|changes? hands)\b/i, 'acquired acquisition merger purchaser successor change control'],
  [/\b(?:partners|partnership)\b/i, 'partnership joint venture agency relationship'],
  [/\b(?:rivals?|competitors?|competing|compete)\b/i, 'compete competitive competition competitor'],
  [/\b(?:malware|virus(?:es)?|hack\w*|spyware|ransomware)\b/i, 'viruses harmful code disabling'],
  [/\b(?:judges?|juries|jury)\b/i, 'court courts arbitration arbitrator jurisdiction'],
  [/\b(?:disagree\w*|disputes?|fights?|argue|argument|falls? out)\b/i, 'dispute controversy claim arbitration'],
  [/\b(?:give (?:\w+ )?back|hand (?:\w+ )?back|send (?:\w+ )?back)\b/i, 'return deliver'],
  [/\b(?:talk|tell|discuss|mention|reveal|leak\w*|let slip)\b/i, 'disclose disclosure'],
  [/\b(?:private|secrets?|secrecy|hush)\b/i, 'confidential confidentiality'],
  [/\b(?:log ?in(?:to)?|logins?|accounts? on|sign in)\b/i, 'access use'],
  [/\b(?:deadline|time limit|how soon|how fast|how quickly)\b/i, 'within days period'],
  [/\b(?:money|cash|revenue|earnings|income)\b/i, 'payment fees revenue amounts'],
  [/\b(?:stock|inventory|unsold|leftover)\b/i, 'inventory stocks products'],
  [/\b(?:brochures?|flyers?|leaflets?|ads|advert\w*|marketing|promot\w*)\b/i, 'promotional advertising materials promotion'],
  [/\b(?:owes?|owed|owing|debts?|knock off|deduct\w*)\b/i, 'amounts due owing set-off withhold'],
  [/\b(?:costs|expenses|running costs|overheads)\b/i, 'expenses costs charges'],
  [/\b(?:take (?:\w+ )?out of (?:my|our|the) pay|payroll|withh[oe]ld\w*)\b/i, 'withholding payroll taxes deductions'],
  [/\b(?:guarantee\w*|promises?|assur\w*)\b/i, 'warrants warranty represents guarantee'],
  [/\b(?:customs|imports?|brought into)\b/i, 'import duties taxes levies'],
  [/\b(?:e-?mails?)\b/i, 'e-mail email electronic notice'],
  [/\b(?:countr(?:y|ies)|abroad|overseas|regions?)\b/i, 'territory territories'],
  [/\b(?:in (?:the|their|its) (?:supplier's |company's |other side's )?name|on (?:their|its) behalf|sign deals|bind (?:them|it))\b/i, 'agent behalf commit bind'],
  [/\b(?:wages?|salary|rate|fee per)\b/i, 'compensation rate salary'],
  [/\b(?:names?|logos?|brands?)\b/i, 'trademark mark trade name'],
  [/\b(?:sister|parent|group|related) compan(?:y|ies)\b|\b(?:subsidiar\w*|affiliat\w*)\b/i, 'affiliate affiliates subsidiary'],
  [/\b(?:copycats?|knock-?offs?|counterfeit\w*|fakes?)\b/i, 'infringers infringement infringe'],
  [/\b(?:recommend\w*|endors\w*|vouch\w*|back (?:our|their) (?:products?|apps?|services?))\b/i, 'endorse promote recommend'],
  [/\b(?:image|reputation|good name|embarrass\w*|bad press)\b/i, 'reputation goodwill image disparage'],
  [/\b(?:file for|appl(?:y|ied|ication) (?:to|for|with)|register\w*|registration|(?:patent|trademark|trade mark) office)\b/i, 'registration register apply'],
  [/\b(?:workers|staff(?:ing)?|labou?r|crew|hired hands|headcount)\b/i, 'staffing personnel labor employees'],
  [/\b(?:become|becomes|is|are) (?:ours|theirs|yours|mine)\b|\bwho owns (?:the|it|them)\b/i, 'title ownership pass risk of loss'],
  [/\b(?:runs? (?:short|out)|can't keep up|cannot keep up|shortages?|capacity)\b/i, 'constrained capacity shortage allocate supply'],
  [/\b(?:answer|respond to|reply to|get back to us on) (?:our|an|the|a) (?:order|request|purchase order)\b/i, 'accept reject acceptance respond'],
  [/\b(?:straight to court|before (?:going|we go|they go) to court|instead of (?:going to )?court)\b/i, 'mediation negotiation arbitration'],
  [/\b(?:put in|chip in|contribut\w*|bring in)\b/i, 'provide contribute contribution'],
  [/\bspecs?\b/i, 'specifications specification'],
  [/\b(?:step(?:s|ping)? on|tread(?:s|ing)? on|(?:anyone|someone|somebody|anybody) else's (?:rights|patents?|marks?|ip))\b/i, 'infringe infringement noninfringement third party rights'],
  [/\b(?:listed (?:compan(?:y|ies)|rivals?|firms?|competitors?)|publicly (?:listed|traded)|stock (?:market|exchange)|shares in)\b/i, 'publicly traded securities shares stock passive investor'],
  [/\b(?:sign off|okay|vet|approv\w*|(?:check|see|look at|review) (?:\w+ ){0,3}before|run (?:\w+ ){1,3}(?:past|by) (?:them|us|him|her|you)|without (?:showing|sending|running)|show(?:ing)? (?:\w+ ){0,3}first)\b/i, 'approval prior written approval review consent'],
  [/\b(?:pay (?:anything|something|a fee|extra) (?:for|to)|cost (?:us )?anything|free of charge|for free)\b/i, 'royalty royalty-free fee free of charge consideration'],
  [/\b(?:poach\w*|lure (?:away|off)|steal (?:our |their |the )?(?:staff|people|employees|workers))\b/i, 'solicit recruit hire employees induce'],
  [/\b(?:next to|alongside|beside|side by side)\b/i, 'adjacent alongside together with'],
  [/\b(?:our|my|their|the same) (?:area|region|patch)\b/i, 'territory exclusive'],
  [/\b(?:don't|do not|can't|cannot|fail to|failing to|never|stop) pay(?:ing)?\b|\bnon-?payment\b/i, 'fails to make payment failure to pay default'],
  [/\bkeeps? (?:the )?(?:accounts|books|records)\b|\bbook-?keeping\b/i, 'maintain financial records accounting'],
  [/\b(?:copy\w*|cop(?:y|ies) (?:their|its)|rip(?:ping)? off)\b/i, 'infringe infringement'],
  [/\b(?:share of)\b/i, 'revenue share'],
  [/\b(?:chase|collect\w*|recover\w*)\b/i, 'recovery collect amounts due'],
  [/\b(?:someone else|outside (?:agent|firm|company)|another firm|farm out)\b/i, 'subcontract delegate third party'],
  [/\b(?:start (?:a|my|our) (?:own )?(?:business|company)|set up (?:a|my|our) (?:own )?(?:business|company))\b/i, 'formation entity business compete'],
  [/\b(?:lose|lost|losses)\b/i, 'damages loss profits'],
  [/\b(?:lawyers?|attorneys?|legal (?:fees|costs|bills))\b/i, 'attorneys fees costs prevailing party'],
  [/\b(?:only (?:company|one|firm|distributor|supplier)|exclusiv\w*)\b/i, 'exclusive non-exclusive'],
  [/\b(?:raise|increase|change)s? (?:its |their |the |our |my )?(?:prices?|rates?|fees?)\b/i, 'price modify adjustments change'],
  [/\b(?:pulled back|pull back|recall\w*)\b/i, 'recall'],
  [/\b(?:kickbacks?|bribe\w*|backhanders?)\b/i, 'bribery corruption anti-bribery'],
  // round 12: calls taped, silence taken as approval, a business's takings
  [/\b(?:tape[ds]?|taping|listen(?:s|ing)? in|record(?:s|ed|ing)? (?:\w+ ){0,3}(?:calls?|conversations?|phone|meetings?|say|said))\b/i, 'recording record monitoring consents telephone calls conversations'],
  [/\b(?:never|doesn't|does not|don't|do not|fails? to|won't|will not|stays? silent|says? nothing|silent|no (?:reply|answer|response))\b[^?]{0,40}\b(?:ads?|adverts?|advertising|brochures?|materials?|drafts?|designs?|artwork|copy|proofs?|samples?|plans?|proposals?|press releases?|campaigns?|mock-?ups?)\b|\b(?:ads?|adverts?|advertising|brochures?|materials?|drafts?|designs?|artwork|proofs?|samples?|proposals?|press releases?|campaigns?|mock-?ups?)\b[^?]{0,40}\b(?:never|doesn't|does not|don't|do not|fails? to|won't|will not|stays? silent|says? nothing|silent|no (?:reply|answer|response))\b/i, 'deemed approved taken approval disapproved within days comment objection'],
  [/\b(?:takings|turnover|(?:money|cash) we take|what we take in)\b/i, 'gross receipts sales revenue turnover'],
  // a stake in a company, a say in running it, a death, illness, trouble with the law
  [/\b(?:(?:its|their|our|his|her|a|the|any) stake (?:in|of)|stake in (?:us|them|the company|our company|their company|the business)|(?:sell|sells|selling|sold|buy|buys|buying|bought|pay\w*|paid) (?:for )?(?:most of |some of |part of |all of )?(?:its|their|our|his|her) stake|slice of (?:our|their|the) (?:company|business|firm)|shareholding|(?:own|owns|hold|holds) (?:part|a piece|a chunk|a slice) of)\b/i, 'shares stock equity subscribe subscription own ownership price per cent'],
  [/\b(?:(?:a |any )?say in (?:how|who|the running|running) (?:\w+ ){0,3}(?:run|runs|managed|manages|governed|led)|(?:a |any )?say in (?:the )?(?:running|management|governance)|on (?:our|their|its|the) board|board seats?|seat on (?:the|our|their|its) board|(?:put|appoint|nominate|send) (?:someone|somebody|a person|a director|anyone) (?:on|onto|to) (?:our|their|its|the) board)\b/i, 'board directors director nominate appoint seat representation'],
  [/\b(?:dies|died|dying|death|pass(?:es|ed)? away|is killed)\b(?<!(?:battery|batteries|machine|server|system|phone|line|product|engine|computer|laptop|device|equipment|program|project|it|deal|market|trade|talks?) (?:dies|died|dying))/i, 'death dies deceased incapacitated heirs estate replacement successor'],
  [/\b(?:falls? (?:ill|sick)|fell (?:ill|sick)|off (?:ill|sick)|illness|sick(?:ness)?|is ill|are ill|gets? ill|ill health|medical leave)\b/i, 'illness sickness incapacity disability beyond reasonable control delay excused'],
  [/\b(?:trouble with the law|(?:in|into) (?:legal|criminal) trouble|arrested|criminal record|convicted|conviction|charged with|(?:goes|go|went|sent) to (?:jail|prison)|commits? a crime|breaks? the law)\b/i, 'convicted conviction offence offense felony criminal fraud dishonesty conduct'],
  // someone coming out to a site, new versions, a right lost by delay, meetings, whose problem a loss is
  [/\b(?:come (?:out|round|over) (?:to|and|when|if|on|for|within|after)|come (?:on ?site|onsite)|send (?:someone|somebody|an engineer|a technician|a person|a tech|a repair\w*) (?:out|over|round)|call-?outs?|on-?site (?:visit|support|attendance))\b/i, 'attend attendance site on-site within hours respond response'],
  [/\b(?:(?:new|latest|future|next) (?:versions?|releases?)(?! of (?:this|the|our) (?:agreement|contract|deal|terms))|upgrades?|(?:software|security|product|app) updates?|bug ?fix\w*|patch(?:es)?)\b/i, 'releases release updates upgrades versions maintenance additional charge'],
  [/\b(?:slow|late|delay\w*|wait(?:ed|ing)? (?:too long|a while|years?|months?)|hold(?:s|ing)? off|don't (?:enforce|insist|act)|let (?:\w+ ){0,2}(?:slide|go|pass))\b[^?]{0,50}\b(?:lose|lost|losing|give up|forfeit|waive)\w*|\b(?:lose|lost|losing|forfeit|give up) (?:the|our|its|their|my|any) rights?\b/i, 'waiver waive failure delay exercising right remedy'],
  [/\b(?:sit(?:s|ting)? down (?:together|with)|get(?:s|ting)? together|meet(?:s|ing)? up|catch(?:es|ing)? up|(?:regular|progress|review) meetings?|how often (?:\w+ ){0,4}meet|meetings?)\b/i, 'meet meeting meetings committee quarter review representatives'],
  [/\b(?:on the hook|(?:their|our|his|her|whose|my|your) problem|(?:is|would) (?:that|it|this) (?:be )?(?:on )?(?:them|us|their fault|our fault)|to blame|carr(?:y|ies) the can|answerable|how much trouble)\b/i, 'responsible responsibility liable liability risk bear'],
  [/\b(?:sell(?:s|ing)? (?:\w+ ){0,3}(?:online|on (?:the|our|their|its) (?:own )?(?:website|web ?site|internet|web)|over the internet|through (?:a |an |our |their )?(?:website|web ?shop|online \w+|marketplace|amazon|ebay)|on (?:amazon|ebay))|online (?:sales|shops?|stores?|marketplaces?)|e-?commerce|web ?shops?)\b/i, 'internet online website world wide web marketplace electronic'],
  [/\b(?:(?:what|how much) (?:we|they|you) (?:can )?charge|set (?:our|their|its|my|his|her) (?:own )?(?:prices?|rates?)|(?:decide|choose|pick) (?:our|their|the|its|my) (?:own )?(?:prices?|retail)|resale prices?|what (?:we|they) sell (?:it|them) for)\b/i, 'resale prices resell determine set pricing own'],
  [/\b(?:(?:raise|increase|change|cut|lower|reduce|hike|bump up|jack up)(?:s|es|d|ed|ing)? (?:its |their |the |our |my |his |her )?(?:\w+ )?(?:prices?|rates?|fees?|charges?|rent|commissions?)|(?:put|push|jack|bump)(?:s|es|ed|ing)? (?:its |their |the |our |my )?(?:\w+ )?(?:prices?|rates?|fees?|charges?|rent|commissions?) up|(?:put|push|jack|bump)(?:s|es|ed|ing)? up (?:its |their |the |our |my )?(?:\w+ )?(?:prices?|rates?|fees?|charges?|rent|commissions?))\b/i, 'price modify adjustments change revise'],
  [/\b(?:insur\w*|cover(?:ed)? for)\b/i, 'insurance coverage'],
  [/\b(?:prove|proof|papers showing)\b/i, 'documentation evidence demonstrating'],
  [/\b(?:go with|move (?:it|the contract)|pass (?:it|the contract) on)\b/i, 'assign transfer successor'],
  [/\b(?:ends?|(?:is|are|be|been|it's) over|finished|expires?)\b/i, 'termination expiration upon'],
  [/\b(?:take away|remove|cut back|shrink)\b/i, 'amend remove reduce'],
  [/\b(?:sold anything|not sold|no sales|inactive)\b/i, 'inactive sold supplied'],
  [/\b(?:staff|employees?|on the payroll)\b/i, 'employee employment independent contractor'],
  [/\b(?:first year|initial (?:year|period))\b/i, 'initial term'],
  [/\b(?:make money|profit\w*)\b/i, 'revenue profit minimum'],
  [/\b(?:press|announce\w*|publicity|go public)\b/i, 'publicity release press marketing'],
  [/\b(?:official notice|formal notice|notif\w*)\b/i, 'notice writing delivered'],
  [/\b(?:call(?:ing)? off|scrap|scrub|drop (?:an|the|our) order)\b/i, 'cancel cancellation reschedule'],
  [/\b(?:last minute|short notice|at the last)\b/i, 'prior days before less than'],
  [/\b(?:wrong|mistakes?|mix-?ups?)\b/i, 'error incorrect nonconforming'],
  [/\b(?:drops?|falls?|cuts?|lowers?)\b[^?]{0,20}\bprices?\b|\bprices?\b[^?]{0,20}\b(?:drops?|fall|falls|go down|goes down)\b/i, 'price decrease reduction protection credit'],
  [/\b(?:bring(?:ing)? (?:a )?(?:claim|case|lawsuit|suit)|sue|suing|take (?:them|us|it) to court)\b/i, 'action suit proceeding brought claim'],
  // round 8: a business reader's words for dispute steps, staff, harm, property and money (general, no document's wording)
  [/\bbefore (?:\w+ ){0,2}(?:go|goes|going|went|taking \w+) to (?:court|a judge|law)\b|\b(?:try|tried|attempt\w*) (?:first|before)\b/i, 'first attempt resolve discussions negotiation mediation submitted escalate'],
  [/\b(?:hire|hiring|recruit\w*|headhunt\w*|employ|take on)\b[^?]{0,30}\b(?:their|its|the other side's|your)\b/i, 'solicit recruit hire employ employees personnel'],
  [/\b(?:criticis\w*|criticiz\w*|bad-?mouth\w*|run (?:\w+ )?down|speak ill|attack\w*|trash\w*)\b/i, 'disparage disparaging negative statements'],
  [/\b(?:newspapers?|media|journalists?|reporters?|the press)\b/i, 'press public statement publicly announcement'],
  [/\bwho (?:pays|covers|bears|foots)\b|\bpays? for\b|\bfoot the bill\b/i, 'costs borne bear expense expenses reimburse reimbursement'],
  [/\b(?:(?:hurts?|hurting|harms?|harming|kills?) (?:someone|somebody|anyone|anybody|people|a person|a (?:customer|user|worker|visitor|patient|child)|an employee)|injur\w*|(?:someone|somebody|anyone|people) (?:gets?|got|is|are) (?:hurt|injured|killed))\b/i, 'bodily injury personal injury death product liability'],
  [/\b(?:taken? (?:\w+ ){0,4}off (?:the )?(?:site|job|project|premises|account|contract)|kick(?:ed)? (?:\w+ )?off|thrown off|(?:replace|swap(?:ped)? out) (?:\w+ ){0,3}(?:technicians?|engineers?|employees?|staff|workers?|person|people|members?|managers?|consultants?))\b/i, 'removal remove replace replacement personnel'],
  [/\b(?:toxic|poison\w*|contaminat\w*|pollut\w*|asbestos|chemicals?|dangerous (?:waste|material|substance)s?)\b/i, 'hazardous materials substances environmental'],
  [/\b(?:come across|comes across|stumble\w* (?:on|upon|across)|finds?|found|discover\w*|turn(?:s)? up)\b/i, 'discover discovered discovery encounter encountered'],
  [/\b(?:liens?|claim on (?:the |our |their |its |a )?(?:\w+ )?(?:building|property|house|premises|land|site|equipment))\b/i, 'lien liens encumbrance premises property record'],
  [/\b(?:buy(?:ing)? up|build(?:ing)? (?:up )?(?:a |its |their )?stake|more (?:of (?:our|the|its) )?(?:shares|stock))\b/i, 'acquire acquisition beneficial ownership exceed shares'],
  [/\bbuy(?:ing)? (?:other|another|more|new) (?:business(?:es)?|compan(?:y|ies)|firms?)\b|\btake over (?:other|another) /i, 'acquisitions acquisition acquire'],
  [/\bmake (?:them|us|it|him|her|the other side) (?:keep|stick|comply|honou?r|perform|do what)\b|\bforce (?:them|us|it) to (?:keep|comply|perform|honou?r)\b/i, 'specific performance injunction enforce breaches'],
  [/\b(?:cut|slice|share|percentage) of (?:the |our |their |other |any )?(?:\w+ )?(?:money|income|revenue|profits?|earnings|takings|sales)\b/i, 'receive share percent portion revenue'],
  [/\bbreaks? (?:its|their|his|her|our|the) (?:promises?|word|side of the deal|agreement|commitments?)\b|\bbreaks? the (?:deal|contract|rules)\b/i, 'breach breaches comply material'],
];

/**
 * A question as the cues read it: a party named by what it owns ("the brand owner", "the land owner") is the
 * owner, not the thing, so "brand" in "can the brand owner audit us?" names no trademark question.
 */
function cueText(question: string): string {
  return question.replace(/\b[a-z-]+ (owners?)\b/gi, '$1');
}

/**
 * A question about a limit on what one side pays the other ("the most they would have to pay us", "a ceiling on what we
 * can recover"): its "pay" names the money the limit is on, not when or how bills are paid.
 */
const LIMIT_QUESTION = /\b(?:maximum|at most|(?:ceiling|upper limit|limit|cap) on (?:what|how much|the amount)|the most (?:we|they|you|he|she|it|either|each|one)\b)/i;

/** The concepts a question names. */
export function conceptsOf(question: string): Concept[] {
  const q = cueText(question);
  const named = CONCEPTS.filter((c) => c.cue.test(q));
  return LIMIT_QUESTION.test(q) ? named.filter((c) => !c.types.includes('payment_terms')) : named;
}

/** The contract words for each everyday phrase of a question, one string per phrase. */
export function everydayPhrases(question: string): string[] {
  const q = cueText(question);
  return EVERYDAY_WORDS.filter(([cue]) => cue.test(q)).map(([, terms]) => terms);
}

/** The contract words for the everyday words of a question. */
export function everydayTerms(question: string): string[] {
  return everydayPhrases(question).flatMap((t) => t.split(' '));
}

/**
 * What kind of fact a question asks for, and how a sentence that states one reads: "how much" wants an amount,
 * "how many" a count, "how long" a duration, "from when" a date. A sentence of the asked kind is preferred among
 * those that already answer the question's words (ask.ts); it is never evidence on its own.
 */
export interface AnswerKind { name: string; cue: RegExp; states: RegExp }

const MONEY = String.raw`[$€£¥₹]\s?\d|\b(?:inr|rs\.?|aud|nzd|chf|sgd|hkd|zar|jpy)\s?\d|\b\d[\d,.]*\s?(?:%|percent\b|per\s?cent\b)|\b(?:dollars|euros?|pounds sterling|yuan|rupees|usd|eur|gbp|cad)\b|\bper (?:cent|annum|year|month|unit|hour|day)\b`;
/** A quantity as contracts write it: "seven thousand (7000) acres", "2,000 units". */
const QUANTITY = String.raw`\(\d[\d,.]*\)\s*(?:%|[a-z]+)|\b\d{1,3}(?:,\d{3})+\s+[a-z]+`;
const COUNT = String.raw`\(\d[\d,.]*\)|\b\d{1,3}(?:,\d{3})+\b|\b\d+\s+[a-z]{3,}`;
const SPAN = String.raw`\b(?:\d+\)?|\(\d+\)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-\w+)?|hundred)\s*(?:\(\d+\)\s*)?(?:business |calendar |working |consecutive |full )?(?:days?|weeks?|months?|years?|quarters?)\b|\bperpetu\w*|\bindefinite\w*`;
const DATE = String.raw`\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b`;

export const ANSWER_KINDS: AnswerKind[] = [
  { name: 'amount', cue: /\bhow much(?! (?:time|notice|warning)\b)\b|\bwhat (?:price|fee|fees|amount|rate|share|percentage|cut)\b|\bwhat (?:do|does|did|will|would|must|should|shall) (?:we|i|they|you|he|she|it|the \w+) (?:have to |need to |get to )?(?:pay|charge|cost|earn|get paid)\b|\bwhat(?:'s|\u2019s| is| are| will be) (?:the |my |our |their |its |his |her )?(?:\w+ )?(?:rent|salary|pay|wages?|fees?|price|charges?|rates?|costs?)\b(?! (?:review|increase|change|rise)s?\b)|\bhow (?:big|large) (?:a |is )?(?:the )?(?:fee|share|cut|payment|discount)/i, states: new RegExp(`${MONEY}|${QUANTITY}`, 'i') },
  { name: 'count', cue: /\bhow many\b/i, states: new RegExp(COUNT) },
  { name: 'duration', cue: /\b(?:for )?how long\b|\bhow soon\b|\bhow quickly\b|\bhow much (?:time|notice|warning)\b|\bwithin what (?:time|period)\b/i, states: new RegExp(SPAN, 'i') },
  { name: 'date', cue: /\b(?:from|until|till) when\b|\bwhen does (?:it|this|the \w+) (?:start|begin|end|run|expire)\b|\bwhen (?:does|did|will) (?:it|this|that|the|our|their)(?: \w+){0,2} (?:start|begin|commence|take effect|come into (?:force|effect)|kick off|go live)\b|\bwhat date\b|\bto when\b/i, states: new RegExp(`${DATE}|${SPAN}`, 'i') },
];

/** The kinds of fact a question asks for. */
export function answerKindsOf(question: string): AnswerKind[] {
  return ANSWER_KINDS.filter((k) => k.cue.test(question));
}
