"""The terminal front end (`python -m rules ...`): the only part of rules/ that reads input,
prints, or looks at a clock. The engines themselves never do."""
