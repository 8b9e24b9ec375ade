// The keywords a code editor reads in the JSON Schemas of schemas/ (src/content/jsonSchemas.ts adds
// them): words for the author, not rules, so ajv knows them and checks nothing by them. Given to
// ajv-cli with -c in tests/run-all.sh, so its strict mode stays on for everything else.
module.exports = (ajv) => ajv.addVocabulary(['patternErrorMessage', 'markdownDescription']);
