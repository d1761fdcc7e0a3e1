#!/usr/bin/env bash
# Builds target/contract-analysis-client-<version>.jar (with its -sources.jar and -javadoc.jar) from the face (src/main/java) and the generated sources
# (generated/src/main/java, written by tools/openapi-generator/generate.mjs java just before).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests package
ls target/*.jar
