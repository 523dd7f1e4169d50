"""What outlives a run: the data folder (atomic writes, storage trouble said plainly) and save files."""
